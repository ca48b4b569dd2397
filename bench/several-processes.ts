import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import type { QueueName } from '../src/core/queue/job-registry';
import { freePort, until } from './scenarios/upload-import';

/**
 * Several API and worker processes on one database, one Redis and one queue prefix (docs/configuration.md, Several
 * processes): what the integration test (test/e2e/several-processes.e2e-spec.ts) and the bench scenario
 * (bench/scenarios/several-processes.ts) both start and measure. Each worker gets an SMTP sink of its own, so that
 * each one's share of the emails is known; a deployment gives them all the same server.
 */

/** Starts one compiled process (the bench's `start`, or the test's spawn of dist/); `env` is complete but for what the caller adds. */
export type Launch = (kind: 'api' | 'worker', env: NodeJS.ProcessEnv, name: string) => ChildProcess;

export interface SeveralProcesses {
  /** `http://127.0.0.1:<port>` of each API process, in order. */
  apiUrls: string[];
  apis: ChildProcess[];
  workers: ChildProcess[];
}

/** Launches `apis` API processes on free ports and one worker per SMTP URL, all with `env`; they are not ready yet (`untilReady`). */
export async function launchSeveralProcesses(launch: Launch, options: { apis: number; smtpUrls: string[]; env: NodeJS.ProcessEnv }): Promise<SeveralProcesses> {
  const ports: number[] = [];
  // One at a time: two probes at once could be handed the same port.
  for (let i = 0; i < options.apis; i++) ports.push(await freePort());
  return {
    apiUrls: ports.map((port) => `http://127.0.0.1:${port}`),
    apis: ports.map((port, i) => launch('api', { ...options.env, PORT: String(port) }, `API ${i + 1}`)),
    workers: options.smtpUrls.map((url, i) => launch('worker', { ...options.env, SMTP_URL: url }, `worker ${i + 1}`)),
  };
}

/** Waits until every API answers /health/live and each of `queues` has a consumer from every worker process. */
export async function untilReady(processes: SeveralProcesses, options: { redisUrl: string; queuePrefix: string; queues: QueueName[]; timeoutMs: number }): Promise<void> {
  await Promise.all(processes.apiUrls.map((url) => until(`${url} up`, options.timeoutMs, async () => ((await fetch(`${url}/health/live`)).ok ? true : undefined))));
  for (const name of options.queues) {
    const queue = new Queue(name, { connection: { url: options.redisUrl, maxRetriesPerRequest: 1 }, prefix: options.queuePrefix });
    try {
      await until(`${processes.workers.length} consumers of ${name}`, options.timeoutMs, async () => ((await queue.getWorkersCount()) >= processes.workers.length ? true : undefined));
    } finally {
      await queue.close();
    }
  }
}

/**
 * An SMTP server that accepts every message and keeps its envelope recipients and the time it was accepted: cheap
 * enough for 100,000 messages (the body is drained, not parsed).
 */
export class RecipientSink {
  /** One entry per accepted message: its RCPT TO addresses, lower-cased. */
  readonly recipients: string[][] = [];
  /** `performance.now()` of each acceptance, in order. */
  readonly acceptedAt: number[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      stream.resume();
      stream.once('end', () => {
        this.recipients.push(session.envelope.rcptTo.map(({ address }) => address.toLowerCase()));
        this.acceptedAt.push(performance.now());
        callback();
      });
    },
  });

  static async listen(): Promise<RecipientSink> {
    const sink = new RecipientSink();
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  get count(): number {
    return this.recipients.length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface Tally {
  /** Messages each sink (each worker) accepted. */
  perSink: number[];
  /** Messages beyond the first to an expected recipient. */
  duplicates: number;
  /** Expected recipients no sink got a message for. */
  missing: number;
  /** Messages to anyone not expected. */
  unexpected: number;
}

/** Did every expected recipient get exactly one message, across all the sinks? */
export function tally(expected: readonly string[], sinks: readonly RecipientSink[]): Tally {
  const counts = new Map(expected.map((address) => [address.toLowerCase(), 0]));
  let unexpected = 0;
  for (const sink of sinks) {
    for (const address of sink.recipients.flat()) {
      const seen = counts.get(address);
      if (seen === undefined) unexpected++;
      else counts.set(address, seen + 1);
    }
  }
  let duplicates = 0;
  let missing = 0;
  for (const n of counts.values()) {
    if (n === 0) missing++;
    else duplicates += n - 1;
  }
  return { perSink: sinks.map((sink) => sink.count), duplicates, missing, unexpected };
}

export interface LimitedAnswer {
  /** Index of the API process that answered. */
  api: number;
  url: string;
  status: number;
  retryAfter: string | null;
  contentType: string | null;
  body: unknown;
}

/**
 * Sends `requests` GETs of `path` with one organization's token, one after the other, alternating between the APIs:
 * with a limit shared through Redis, the organization's requests past the limit are refused whichever process gets
 * them; counted per process, twice as many would pass.
 */
export async function spreadOverApis(apiUrls: readonly string[], token: string, path: string, requests: number): Promise<LimitedAnswer[]> {
  const answers: LimitedAnswer[] = [];
  for (let i = 0; i < requests; i++) {
    const api = i % apiUrls.length;
    const response = await fetch(`${apiUrls[api]}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    const text = await response.text();
    const contentType = response.headers.get('content-type');
    answers.push({ api, url: path, status: response.status, retryAfter: response.headers.get('retry-after'), contentType, body: /json/.test(contentType ?? '') ? JSON.parse(text) : text });
  }
  return answers;
}

/** Answers allowed (200) and refused (429), in all and per API. */
export function limitFigures(answers: readonly LimitedAnswer[], apis: number): { allowed: number; refused: number; other: number; perApi: { allowed: number; refused: number }[] } {
  const perApi = Array.from({ length: apis }, (_, api) => ({
    allowed: answers.filter((a) => a.api === api && a.status === 200).length,
    refused: answers.filter((a) => a.api === api && a.status === 429).length,
  }));
  const allowed = perApi.reduce((sum, p) => sum + p.allowed, 0);
  const refused = perApi.reduce((sum, p) => sum + p.refused, 0);
  return { allowed, refused, other: answers.length - allowed - refused, perApi };
}
