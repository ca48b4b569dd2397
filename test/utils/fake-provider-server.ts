import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from './free-port';

/** One request as a fake provider saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A scripted answer to the next matching request: a status with its body and headers, given before or after the work is done. */
export interface ScriptedFailure {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Do the work (create the order, the batch), then answer the failure: the answer lost on its way back. */
  afterWork?: boolean;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Route = (request: SeenRequest, params: string[]) => Answer | Promise<Answer>;

/** A local HTTP server on a free port with a small router, shared by the fake providers (test/utils/fake-*.ts). */
export class FakeProviderServer {
  readonly seen: SeenRequest[] = [];
  private readonly routes: { method: string; pattern: RegExp; route: Route }[] = [];
  private server?: Server;
  port = 0;

  on(method: string, pattern: RegExp, route: Route): void {
    this.routes.push({ method, pattern, route });
  }

  async start(): Promise<void> {
    this.port = await freePort();
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const seen: SeenRequest = { method: request.method ?? 'GET', path: (request.url ?? '/').split('?')[0], headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
    this.seen.push(seen);
    let answer: Answer = { status: 404, body: { message: `No route for ${seen.method} ${seen.path}` } };
    for (const { method, pattern, route } of this.routes) {
      const match = method === seen.method ? pattern.exec(seen.path) : null;
      if (!match) continue;
      try {
        answer = await route(seen, match.slice(1).map(decodeURIComponent));
      } catch (error) {
        answer = { status: 500, body: { message: (error as Error).message } };
      }
      break;
    }
    response.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  }
}

/** A callback as a provider sends it: the exact body and its headers, for the test to post to the app. */
export interface SignedCallback {
  body: string;
  headers: Record<string, string>;
}
