import { EntitySchema, RequestContext } from '@mikro-orm/core';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ForkOnFirstUse, requestContext } from './request-context';
import { currentOrganizationId, scopeToOrganization, TENANT_FILTER, tenantFilter } from './tenant-filter';

const Thing = new EntitySchema<{ id: string; organizationId: string }>({
  name: 'Thing',
  properties: { id: { type: 'uuid', primary: true }, organizationId: { type: 'uuid' } },
});

/** Runs `work` as the middleware runs a request: in a context of its own. */
function inRequest<T>(orm: MikroORM, work: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    requestContext(orm)({} as never, {} as never, () => {
      try {
        resolve(work());
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

const forksOfThisRequest = () => RequestContext.currentRequestContext()!.map as ForkOnFirstUse;

describe('a request context forked on first use', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    // No query is made: MikroORM connects on the first one, so the address leads nowhere.
    orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: 'postgres://nobody@127.0.0.1:1/none', entities: [Thing], filters: { tenant: tenantFilter } });
  });
  afterAll(() => orm.close());

  it('scopes a request to its organization without forking, and hands the scope to the fork when it is made', async () => {
    await inRequest(orm, () => {
      scopeToOrganization(orm.em, 'org-1');
      expect(forksOfThisRequest().size).toBe(0);
      expect(currentOrganizationId(orm.em)).toBe('org-1');

      const fork = orm.em.getContext();
      expect(fork).not.toBe(orm.em);
      expect(fork.getFilterParams(TENANT_FILTER)).toEqual({ organizationId: 'org-1' });
      expect(orm.em.getContext()).toBe(fork);
      expect(forksOfThisRequest().size).toBe(1);

      scopeToOrganization(orm.em, 'org-2');
      expect(fork.getFilterParams(TENANT_FILTER)).toEqual({ organizationId: 'org-2' });
      expect(currentOrganizationId(orm.em)).toBe('org-2');
    });
  });

  it('keeps concurrent requests apart', async () => {
    const seen = await Promise.all(
      ['org-a', 'org-b', 'org-c'].map((organizationId, index) =>
        inRequest(orm, async () => {
          scopeToOrganization(orm.em, organizationId);
          await new Promise((resolve) => setTimeout(resolve, 10 - index * 3));
          if (index === 1) orm.em.getContext(); // one of them forks meanwhile
          return currentOrganizationId(orm.em);
        }),
      ),
    );
    expect(await Promise.all(seen)).toEqual(['org-a', 'org-b', 'org-c']);
  });

  it('scopes an explicit fork directly, and refuses a request that was never scoped', async () => {
    const fork = orm.em.fork();
    scopeToOrganization(fork, 'org-9');
    expect(fork.getFilterParams(TENANT_FILTER)).toEqual({ organizationId: 'org-9' });
    await expect(inRequest(orm, () => currentOrganizationId(orm.em))).rejects.toThrow('No tenant');
  });
});
