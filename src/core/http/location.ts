import type { Request, Response } from 'express';

/** Points `Location` at the new resource under the collection the request was made to (so v3 answers v3 URLs). */
export function setCreatedLocation(request: Request, response: Response, id: string): void {
  response.location(`${request.baseUrl}${request.path.replace(/\/+$/, '')}/${id}`);
}
