// ESLint flat config: @eslint/js recommended + typescript-eslint recommended. Syntax-only (no type information),
// so `npm run lint` stays fast; `npm run typecheck` is the type gate. Tuned for NestJS code: decorated classes,
// constructors that only declare parameter properties, and `_`-prefixed names for deliberately unused values.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** The Node.js globals that plain JS config files (jest.config.js, .dependency-cruiser.cjs) use. */
const nodeGlobals = {
  module: 'writable',
  exports: 'writable',
  require: 'readonly',
  process: 'readonly',
  console: 'readonly',
  __dirname: 'readonly',
  __filename: 'readonly',
};

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.data/', 'bench/out/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // `constructor(private readonly service: X) {}` is how Nest injects dependencies.
      'no-useless-constructor': 'off',
      '@typescript-eslint/no-useless-constructor': 'off',
      'no-empty-function': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      // Nest modules and DTOs are classes whose content is their decorators.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    // Request members say whether null is a value: class-validator's IsOptional lets null through unchecked.
    files: ['src/**/*.ts'],
    ignores: ['src/core/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'class-validator', importNames: ['IsOptional'], message: 'Use Omittable() or Nullable() from src/core/http/presence.decorators.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: nodeGlobals },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
