import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_NODE_FLAGS, WORKER_NODE_FLAGS } from './node-flags';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const API = ['node', ...API_NODE_FLAGS, 'dist/src/main.js'];
const WORKER = ['node', ...WORKER_NODE_FLAGS, 'dist/workers/main.js'];

/** The `command:` of a service of docker-compose.yml: a flow sequence of quoted strings, on one line. */
function composeCommand(service: string): unknown {
  const block = new RegExp(`^  ${service}:\\n((?: {4}.*\\n|\\n)*)`, 'm').exec(read('docker-compose.yml'))?.[1] ?? '';
  const command = /^ {4}command: (\[.*\])$/m.exec(block)?.[1];
  return command && JSON.parse(command.replace(/'/g, '"'));
}

// Where the processes start without start-all.ts, the flags are written out: they must be the same.
describe('node flags outside the code', () => {
  it('docker compose starts the API and the workers with them', () => {
    expect(composeCommand('api')).toEqual(API);
    expect(composeCommand('worker')).toEqual(WORKER);
  });

  it("the image's default command is the API with its flags", () => {
    expect(JSON.parse(/^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1] ?? 'null')).toEqual(API);
  });

  it('npm run start:api and start:worker use them', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts['start:api']).toBe(API.join(' '));
    expect(scripts['start:worker']).toBe(WORKER.join(' '));
  });
});
