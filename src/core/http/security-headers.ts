import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** Swagger UI and its assets: the one place that serves a page with scripts. */
export const DOCS_PATH = '/docs';

/** The API answers JSON, files and a few self-contained pages: nothing it serves needs to load anything. */
const API_POLICY = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * Swagger UI loads its scripts, styles and images from this server (swagger-ui-dist), sets inline styles, and
 * calls the API and the identity provider's token endpoint from the browser ("Try it out", "Authorize").
 */
function docsPolicy(config: AppConfig): Record<string, string[]> {
  const origins = [...new Set([new URL(config.publicBaseUrl).origin, new URL(config.auth.issuer).origin])];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...origins],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
  };
}

type HeaderChange = readonly [name: string, value: number | string | readonly string[] | undefined];

/**
 * What helmet does to every response, read once: its middleware run against a response that only records the
 * headers it sets (and removes: `undefined`). Helmet's headers do not depend on the request, and setting a fixed
 * list costs a request far less than helmet's chain of thirteen middlewares (docs/benchmarks.md).
 */
function headerChanges(directives: Record<string, string[]>): HeaderChange[] {
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader: (name: string, value: number | string | readonly string[]) => void changes.push([name, value]),
    removeHeader: (name: string) => void changes.push([name, undefined]),
  };
  const middleware = helmet({ contentSecurityPolicy: { useDefaults: false, directives }, xFrameOptions: { action: 'deny' } }) as Middleware;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return changes;
}

function applying(changes: readonly HeaderChange[]): (response: ServerResponse) => void {
  return (response) => {
    for (const [name, value] of changes) {
      if (value === undefined) response.removeHeader(name);
      else response.setHeader(name, value);
    }
  };
}

/**
 * helmet's headers on every answer (HSTS, nosniff, no framing, no referrer, cross-origin isolation...), with a
 * Content-Security-Policy that allows nothing, except under /docs where Swagger UI must run. A page that needs
 * its own policy (the unsubscribe page) sets it on its response, replacing this one.
 */
export function securityHeaders(config: AppConfig): Middleware {
  const api = applying(headerChanges(API_POLICY));
  const docs = applying(headerChanges(docsPolicy(config)));
  return (request, response, next) => {
    (isDocsPath(request.url ?? '') ? docs : api)(response);
    next();
  };
}

const isDocsPath = (url: string): boolean => url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`) || url.startsWith(`${DOCS_PATH}?`);
