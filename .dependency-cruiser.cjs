/**
 * Module boundaries (docs/architecture.md, How the boundaries are checked), checked by `npm run deps:validate` in `npm test`:
 *   - a context reaches another context only through that context's index.ts, and so does code outside the contexts;
 *   - the shared kernel (src/core) knows no context;
 *   - the API code (src) never imports the worker process (workers);
 *   - no import cycle runs through two contexts.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index-only',
      severity: 'error',
      comment: 'Import another context through src/modules/<context>/index.ts, its public surface, and nothing deeper.',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'outside-through-index-only',
      severity: 'error',
      comment: 'Code outside the contexts (workers/, src/cli/, the app modules) also uses a context through its index.ts only.',
      from: { path: '^(workers/|src/)', pathNot: '^src/modules/' },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'core-not-to-modules',
      severity: 'error',
      comment: 'src/core is the shared kernel: it must not depend on any context (declare an interface + token instead).',
      from: { path: '^src/core/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'src-not-to-workers',
      severity: 'error',
      comment: 'The API never imports the worker process: processors must run only in workers/ (docs/architecture.md, Processes).',
      from: { path: '^src/' },
      to: { path: '^workers/' },
    },
    {
      name: 'no-cycle-between-modules',
      severity: 'error',
      comment:
        'Two contexts depend on each other through their index files. Break the cycle with an interface + injection ' +
        'token in src/core, or an event.',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        circular: true,
        path: '^src/modules/[^/]+/index\\.ts$',
        pathNot: '^src/modules/$1/',
        // Type-only imports vanish at compile time and cannot make a runtime cycle.
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
