import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';

/** The route methods this adapter indexes; `all` and `options` stay on the app's own router (see below). */
type IndexedMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';

/** How many leading path segments name a route's group: `/v2/campaign-manager/payout-instructions`. */
const KEY_SEGMENTS = 3;

/** A path segment that matches only itself: plain characters, or an escaped colon (`\:initiate`). */
const LITERAL_SEGMENT = /^(?:[\w.~-]|\\:)+$/;

/** A layer of an express router, as far as introspection reads it. */
export interface RouterLayer {
  name: string;
  handle: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** The group key of a route's path, its first three segments lowercased; none when one of them is not literal. */
export function routeKey(path: string): string | undefined {
  const segments = path.split('/').slice(1, KEY_SEGMENTS + 1);
  if (segments.length < KEY_SEGMENTS || !segments.every((segment) => LITERAL_SEGMENT.test(segment))) return undefined;
  return `/${segments.map((segment) => segment.replaceAll('\\:', ':').toLowerCase()).join('/')}`;
}

/** The group key of a request's path, as the routes' (case-insensitive) matching reads it; none under three segments. */
export function requestKey(path: string): string | undefined {
  let end = 0;
  for (let i = 0; i < KEY_SEGMENTS; i++) {
    end = path.indexOf('/', end + 1);
    if (end === -1) {
      if (i < KEY_SEGMENTS - 1) return undefined;
      end = path.length;
    }
  }
  return path.slice(0, end).toLowerCase();
}

/**
 * Express finds a request's route by testing every layer of the app in registration order: a route declared late
 * is reached after ~90 failed matches, a tenth of a read's CPU (docs/benchmarks.md). This adapter files each route
 * whose first three path segments are literal (every API route: `/v2/campaign-manager/payout-instructions/:id`) in
 * an express Router of its own, one per such prefix, behind a single layer of the app's stack that looks the
 * request's prefix up in a map and runs only that group.
 *
 * Matching order is kept: a run of such routes declared one after another shares one index layer, at the place of
 * the first; any other layer declared after it (a middleware, a route on the app's own router) closes the run, and
 * the next indexed route opens a new one after that layer. Within a run, routes of one group keep their order, and
 * routes of two groups never match the same path, so nothing is tried in another order than declared. OPTIONS
 * requests skip the index (it holds no OPTIONS handler; `all` and `options` routes stay on the app's router), so they
 * are answered as before, by CORS or by Nest's 404.
 */
export class IndexedRoutesAdapter extends ExpressAdapter {
  /** The groups of the run that is open: its index layer is still the last layer of the app's stack. */
  private run?: { groups: Map<string, Router>; layerHandle: RequestHandler };
  /** Every run's groups, by its index layer's handle. */
  private readonly runs = new Map<unknown, Map<string, Router>>();

  /** The app's layers in the order Express tries them, each index layer replaced by its routes' (for introspection). */
  layers(): RouterLayer[] {
    return this.appStack().flatMap((layer) => {
      const groups = this.runs.get(layer.handle);
      return groups ? [...groups.values()].flatMap((group) => group.stack as RouterLayer[]) : [layer];
    });
  }

  /** The layers of the app's own router, in order. */
  private appStack(): RouterLayer[] {
    return (this.getInstance<express.Express>().router as unknown as { stack: RouterLayer[] }).stack;
  }

  override get(...args: unknown[]): unknown {
    return this.route('get', args);
  }

  override post(...args: unknown[]): unknown {
    return this.route('post', args);
  }

  override put(...args: unknown[]): unknown {
    return this.route('put', args);
  }

  override patch(...args: unknown[]): unknown {
    return this.route('patch', args);
  }

  override delete(...args: unknown[]): unknown {
    return this.route('delete', args);
  }

  override head(...args: unknown[]): unknown {
    return this.route('head', args);
  }

  private route(method: IndexedMethod, args: unknown[]): unknown {
    const [path, ...handlers] = args;
    const key = typeof path === 'string' ? routeKey(path) : undefined;
    if (key === undefined) return (super[method] as (...a: unknown[]) => unknown).call(this, ...args);
    const groups = this.openRun();
    let group = groups.get(key);
    if (!group) {
      const app = this.getInstance<express.Express>();
      group = express.Router({ caseSensitive: app.get('case sensitive routing'), strict: app.get('strict routing') });
      groups.set(key, group);
    }
    group[method](path as string, ...(handlers as RequestHandler[]));
    return this;
  }

  /** The open run's groups, or a new run's whose index layer is appended to the app's stack. */
  private openRun(): Map<string, Router> {
    const stack = this.appStack();
    if (this.run && stack[stack.length - 1]?.handle === this.run.layerHandle) return this.run.groups;
    const groups = new Map<string, Router>();
    const routeIndex: RequestHandler = (request: Request, response: Response, next: NextFunction) => {
      if (request.method === 'OPTIONS') return next();
      const key = requestKey(request.path);
      const group = key === undefined ? undefined : groups.get(key);
      if (group) return group(request, response, next);
      next();
    };
    this.getInstance<express.Express>().use(routeIndex);
    this.run = { groups, layerHandle: routeIndex };
    this.runs.set(routeIndex, groups);
    return groups;
  }
}
