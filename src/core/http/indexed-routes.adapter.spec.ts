import type { Express, NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { IndexedRoutesAdapter, requestKey, routeKey } from './indexed-routes.adapter';

const answer = (text: string) => (_request: Request, response: Response) => response.send(text);
const notFound = (_request: Request, response: Response) => response.status(404).send('not found');
const stackOf = (adapter: IndexedRoutesAdapter) => (adapter.getInstance<Express>().router as unknown as { stack: { name: string }[] }).stack;

describe('routeKey and requestKey', () => {
  it('is the first three segments of a route, lowercased, when all three are literal', () => {
    expect(routeKey('/v2/campaign-manager/payout-instructions/:id')).toBe('/v2/campaign-manager/payout-instructions');
    expect(routeKey('/V2/Campaign-Manager/Templates')).toBe('/v2/campaign-manager/templates');
    expect(routeKey('/v2/campaign-manager/\\:publish')).toBe('/v2/campaign-manager/:publish');
    expect(routeKey('/claim/:token/otp')).toBeUndefined();
    expect(routeKey('/public/icons/:file')).toBeUndefined();
    expect(routeKey('/health/live')).toBeUndefined();
    expect(routeKey('/docs/')).toBeUndefined();
    expect(routeKey('/admin/queues{/*path}')).toBeUndefined();
  });

  it('reads a request path the way the routes match it: any case, with or without a trailing slash', () => {
    expect(requestKey('/v2/campaign-manager/payout-instructions/0190')).toBe('/v2/campaign-manager/payout-instructions');
    expect(requestKey('/V2/Campaign-Manager/Payout-Instructions')).toBe('/v2/campaign-manager/payout-instructions');
    expect(requestKey('/v2/campaign-manager/payout-instructions/')).toBe('/v2/campaign-manager/payout-instructions');
    expect(requestKey('/health/live')).toBeUndefined();
    expect(requestKey('/')).toBeUndefined();
  });
});

describe('IndexedRoutesAdapter', () => {
  function app(declare: (adapter: IndexedRoutesAdapter) => void) {
    const adapter = new IndexedRoutesAdapter();
    declare(adapter);
    adapter.use(notFound);
    return { adapter, http: request(adapter.getInstance<Express>()) };
  }

  it('serves routes through the index as declared: parameters, HEAD for GET, any case, a trailing slash', async () => {
    const { http } = app((adapter) => {
      adapter.get('/v2/x/things/:id', (req: Request, res: Response) => res.send(`thing ${String(req.params.id)}`));
      adapter.post('/v2/x/things', answer('created'));
      adapter.get('/v2/x/others', answer('others'));
    });
    expect((await http.get('/v2/x/things/42')).text).toBe('thing 42');
    expect((await http.post('/v2/x/things')).text).toBe('created');
    expect((await http.get('/V2/X/Others/')).text).toBe('others');
    expect((await http.head('/v2/x/others')).status).toBe(200);
    expect((await http.delete('/v2/x/things/42')).text).toBe('not found');
    expect((await http.get('/v2/x/unknown')).text).toBe('not found');
  });

  it('puts one index layer in the stack for a run of routes declared one after another', () => {
    const { adapter } = app((a) => {
      a.get('/v2/x/a', answer('a'));
      a.get('/v2/x/b', answer('b'));
      a.get('/v3/y/c/:id', answer('c'));
    });
    expect(stackOf(adapter).filter((layer) => layer.name === 'routeIndex')).toHaveLength(1);
  });

  it('lists the layers in the order Express tries them, each index layer as its routes', () => {
    const { adapter } = app((a) => {
      a.get('/v2/x/a', answer('a'));
      a.get('/health/live', answer('live'));
      a.post('/v2/x/a', answer('a'));
      a.get('/v2/y/b/:id', answer('b'));
    });
    const routes = adapter.layers().flatMap((layer) => (layer.route ? [`${Object.keys(layer.route.methods).join()} ${String(layer.route.path)}`] : []));
    expect(routes).toEqual(['get /v2/x/a', 'get /health/live', 'post /v2/x/a', 'get /v2/y/b/:id']);
  });

  it('keeps the order of routes that match the same path', async () => {
    const { http } = app((adapter) => {
      adapter.get('/v2/x/things/:id', answer('by id'));
      adapter.get('/v2/x/things/special', answer('special'));
    });
    expect((await http.get('/v2/x/things/special')).text).toBe('by id');
  });

  it('runs a middleware declared between two routes after the first and before the second, as declared', async () => {
    const { adapter, http } = app((a) => {
      a.get('/v2/x/one', answer('one'));
      a.use((req: Request, res: Response, next: NextFunction) => (req.path.startsWith('/v2/x/') ? res.send('middleware') : next()));
      a.get('/v2/x/two', answer('two'));
    });
    expect((await http.get('/v2/x/one')).text).toBe('one');
    expect((await http.get('/v2/x/two')).text).toBe('middleware');
    expect(stackOf(adapter).filter((layer) => layer.name === 'routeIndex')).toHaveLength(2);
  });

  it('keeps a route on the app router in its place among the indexed ones', async () => {
    const { http } = app((adapter) => {
      adapter.get('/v2/x/:anything', answer('parameter first'));
      adapter.get('/v2/x/fixed', answer('fixed'));
      adapter.get('/v2/y/fixed', answer('y fixed'));
      adapter.get('/v2/y/:anything', answer('y parameter'));
    });
    expect((await http.get('/v2/x/fixed')).text).toBe('parameter first');
    expect((await http.get('/v2/y/fixed')).text).toBe('y fixed');
    expect((await http.get('/v2/y/other')).text).toBe('y parameter');
  });

  it('lets OPTIONS requests past the index, to be answered as without it', async () => {
    const { http } = app((adapter) => adapter.get('/v2/x/things', answer('things')));
    const options = await http.options('/v2/x/things');
    expect(options.status).toBe(404);
    expect(options.text).toBe('not found');
  });
});
