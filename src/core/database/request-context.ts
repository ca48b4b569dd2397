import type { IncomingMessage, ServerResponse } from 'node:http';
import { type EntityManager, type MikroORM, RequestContext, TransactionContext } from '@mikro-orm/core';

/**
 * A request's entity manager, forked the first time the request uses it: MikroORM asks the request context's map for
 * it by name. Reads written in SQL (the payout instruction reads, docs/benchmarks.md) never use it, and a fork (unit
 * of work, identity map, a copy of the configuration) is most of what the ORM costs a request that does not. Filter
 * parameters set before the fork is made (the request's organization, tenant-filter.ts) wait here and are handed to it.
 */
export class ForkOnFirstUse extends Map<string, EntityManager> {
  readonly filterParams: Record<string, Record<string, unknown>> = {};
  private forking = false;

  constructor(private readonly root: EntityManager) {
    super();
  }

  override get(name: string): EntityManager | undefined {
    const known = super.get(name);
    if (known || this.forking || name !== this.root.name) return known;
    // Forking asks the context for a parent: while it does, there is none, and the fork is made from the root.
    this.forking = true;
    let em: EntityManager;
    try {
      em = this.root.fork({ useContext: true });
    } finally {
      this.forking = false;
    }
    // In the map first: the fork finds itself as the context it sets its parameters in.
    this.set(name, em);
    for (const [filter, params] of Object.entries(this.filterParams)) em.setFilterParams(filter, params);
    return em;
  }
}

/**
 * The request context `em` works in when its entity manager has not been forked yet: `em` is the application's
 * (global) one, no transaction of its own is under way, and nothing in the request has used it. Otherwise undefined.
 */
export function unforkedContextOf(em: EntityManager): ForkOnFirstUse | undefined {
  if (!em.global || TransactionContext.getEntityManager(em.name)) return undefined;
  const forks = RequestContext.currentRequestContext()?.map;
  return forks instanceof ForkOnFirstUse && forks.size === 0 ? forks : undefined;
}

// MikroORM's own `RequestContext.create` forks at once; its storage is the one every EntityManager finds its context in.
const storage = (RequestContext as unknown as { storage: { run<T>(context: RequestContext, next: () => T): T } }).storage;

/**
 * Express middleware: each request runs in a context of its own, whose entity manager is forked on first use. It
 * replaces the middleware of `@mikro-orm/nestjs` (`registerRequestContext: false`).
 */
export function requestContext(orm: MikroORM): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
  return (_request, _response, next) => storage.run(new RequestContext(new ForkOnFirstUse(orm.em)), next);
}
