import { Injectable } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, Response } from 'express';
import { JobQueue } from '../../core/queue/job-queue.service';
import { QUEUES } from '../../core/queue/job-registry';

/** Where the board is served, outside the versioned prefixes (docs/administration.md). */
export const BOARD_PATH = '/admin/queues/board';
/** The cookie a browser's sign-in leaves for the board's path (queue-board-sign-in.controller.ts). */
export const BOARD_COOKIE = 'cm_board_token';

/**
 * The board loads its scripts, styles and images from its own path and calls its own JSON API; nothing else. Its
 * `<base href>` is its path, so `base-uri 'self'`.
 */
const BOARD_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; " +
    "object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'none'",
  'Cache-Control': 'no-store',
};

/** Splits `/admin/queues/board/api/queues?x=1` into the board's own URL, `/api/queues?x=1`. */
export function boardUrl(originalUrl: string): string {
  const rest = originalUrl.slice(BOARD_PATH.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Bull Board (`@bull-board/api` over every queue, `@bull-board/express` for its pages and API), as an express
 * application the board controller hands its requests to once the guard has let them through. Mounting it as a
 * middleware instead would serve it before any guard runs.
 */
@Injectable()
export class QueueBoard {
  private router?: (request: Request, response: Response, next: NextFunction) => void;

  constructor(private readonly jobs: JobQueue) {}

  handle(request: Request, response: Response, next: NextFunction): void {
    request.url = boardUrl(request.originalUrl);
    response.set(BOARD_HEADERS);
    this.routerOf()(request, response, next);
  }

  private routerOf(): (request: Request, response: Response, next: NextFunction) => void {
    if (!this.router) {
      const adapter = new ExpressAdapter();
      adapter.setBasePath(BOARD_PATH);
      createBullBoard({
        queues: QUEUES.map((name) => new BullMQAdapter(this.jobs.queue(name))),
        serverAdapter: adapter,
        options: { uiConfig: { boardTitle: 'Campaign Manager queues' } },
      });
      const app = adapter.getRouter() as { disable(setting: string): unknown } & ((request: Request, response: Response, next: NextFunction) => void);
      app.disable('x-powered-by');
      this.router = app;
    }
    return this.router;
  }
}
