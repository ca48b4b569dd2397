/** Two projects: pure unit tests colocated in src/, integration tests on real PostgreSQL and Redis in test/. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
const common = { transform: { '^.+\\.ts$': swc }, moduleFileExtensions: ['ts', 'js', 'json'], testEnvironment: 'node' };

module.exports = {
  // Starting the app and its connections can take seconds on a loaded machine: hooks and tests get 60 s unless they say
  // (a global option: jest ignores it inside a project).
  testTimeout: 60_000,
  // A test file whose set-up failed can leave an app or worker running: the run still ends, with its verdict, rather
  // than wait on it for ever.
  forceExit: true,
  // Files side by side, each with a database, a queue prefix and a storage folder of its own
  // (test/utils/isolate-test-file.ts). Two, one a core: the run is CPU-bound, and three were no faster (measured in
  // docs/architecture.md, Testing).
  maxWorkers: Number(process.env.JEST_MAX_WORKERS ?? 2),
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/workers/**/*.spec.ts', '<rootDir>/test/utils/**/*.spec.ts', '<rootDir>/console/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.int-spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/utils/isolate-test-file.ts'],
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
};
