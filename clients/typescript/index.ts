import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as V2Paths } from './v2';
import type { paths as V3Paths } from './v3';

export type { paths as V2Paths, components as V2Components } from './v2';
export type { paths as V3Paths, components as V3Components } from './v3';

export interface ClientOptions {
  /** Where the service answers, such as `https://api.example.com`; the client adds the version's prefix. */
  baseUrl: string;
  /** A bearer token, or a function that gives a current one before each request (tokens expire). */
  token: string | (() => string | Promise<string>);
  /** Another fetch implementation (a test double, a proxy); the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/** The campaign manager v2 API, `/v2/campaign-manager`: `client.GET('/campaigns/{id}', { params: { path: { id } } })`. */
export const createV2Client = (options: ClientOptions): Client<V2Paths> => versionClient<V2Paths>('/v2/campaign-manager', options);

/** The distribution manager v3 API, `/v3/distribution-manager`, where campaigns are distributions. */
export const createV3Client = (options: ClientOptions): Client<V3Paths> => versionClient<V3Paths>('/v3/distribution-manager', options);

function versionClient<Paths extends object>(prefix: string, { baseUrl, token, fetch }: ClientOptions): Client<Paths> {
  const client = createClient<Paths>({ baseUrl: `${baseUrl.replace(/\/+$/, '')}${prefix}`, fetch });
  client.use(bearerToken(token));
  return client;
}

function bearerToken(token: ClientOptions['token']): Middleware {
  return {
    async onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${typeof token === 'function' ? await token() : token}`);
      return request;
    },
  };
}
