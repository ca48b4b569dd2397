import type { Request, Response } from 'express';

/**
 * Points `Location` at the new resource under the collection the request was made to (so v3 answers v3 URLs). A
 * request made to an alias of a collection (an earlier name served beside the current one, docs/api-conventions.md)
 * gets the canonical collection's URL: `aliases` maps the alias's last path segment to the canonical one.
 */
export function setCreatedLocation(request: Request, response: Response, id: string, aliases: Readonly<Record<string, string>> = {}): void {
  const collection = `${request.baseUrl}${request.path.replace(/\/+$/, '')}`.replace(/[^/]+$/, (segment) => (Object.hasOwn(aliases, segment) ? aliases[segment] : segment));
  response.location(`${collection}/${id}`);
}
