const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const durations = require('./durations.json');

/**
 * Heaviest files first, so that the two workers finish together (docs/architecture.md, Testing). Jest orders by the
 * durations it cached on the last run, but a fresh clone (CI) has none and falls back to file size, which put the
 * browser files anywhere. A file's weight: this machine's cached duration, else its seconds in test/durations.json
 * (measured on CI; `node scripts/test-durations.mjs` refreshes it), else a guess by kind (a new integration file
 * ~10 s, a unit file ~1 s). Files that failed last time still run first, as jest's own order has it.
 */
const GUESS_MS = { integration: 10_000, unit: 1_000 };

class HeaviestFirst extends Sequencer {
  sort(tests) {
    const weight = (test) => {
      const cached = this.time(test);
      if (cached != null) return cached;
      const listed = durations[path.relative(test.context.config.rootDir, test.path).split(path.sep).join('/')];
      if (listed != null) return listed * 1000;
      return /\.(e2e|int)-spec\.ts$/.test(test.path) ? GUESS_MS.integration : GUESS_MS.unit;
    };
    for (const test of tests) test.duration = weight(test);
    return tests.sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || b.duration - a.duration || a.path.localeCompare(b.path));
  }
}

module.exports = HeaviestFirst;
