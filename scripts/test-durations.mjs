#!/usr/bin/env node
// Refreshes test/durations.json, the weights test/sequencer.cjs orders a fresh clone's files by (docs/architecture.md,
// Testing), from a run's report: `npx jest --json --outputFile=jest.json`, then `node scripts/test-durations.mjs jest.json`.
// Files of 5 s or more are listed; the others keep the sequencer's guess by kind.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [report] = process.argv.slice(2);
if (!report) throw new Error('usage: node scripts/test-durations.mjs <jest --json report>');
const root = path.resolve(import.meta.dirname, '..');
const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
const seconds = testResults
  .map((result) => [path.relative(root, result.name).split(path.sep).join('/'), Math.round((result.endTime - result.startTime) / 1000)])
  .filter(([, s]) => s >= 5)
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
writeFileSync(path.join(root, 'test', 'durations.json'), `${JSON.stringify(Object.fromEntries(seconds), null, 2)}\n`);
console.log(`test/durations.json: ${seconds.length} files of 5 s or more`);
