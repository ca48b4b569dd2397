import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with the nth request to a path: answers a status, or never answers. */
export type Answer = number | 'no answer';

/** A webhook receiver on loopback for the webhook tests: records every request, answers what `answer` says for its path. */
export class WebhookReceiver {
  readonly received: Received[] = [];
  answer: (path: string, count: number) => Answer = () => 200;
  private constructor(private readonly server: Server) {}

  static async start(): Promise<WebhookReceiver> {
    const server = createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const path = request.url ?? '';
        receiver.received.push({ path, headers: request.headers, body });
        const answer = receiver.answer(path, receiver.at(path).length);
        if (answer === 'no answer') return;
        response.statusCode = answer;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Sets settings for the rest of the file (before its app is created) and puts the old values back after it. */
export function withSettings(settings: Record<string, string>): void {
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}
