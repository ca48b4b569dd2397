/**
 * Contract §20's audit log routes as the typed client will describe them once the API lands them and `npm run client`
 * regenerates `clients/typescript`: written by hand from the contract meanwhile, so the screens call them through the
 * same typed client. Removed when the generated client has them.
 */
export interface AuditLogEntryView {
  id: string;
  occurredOn: string;
  actor: { type: 'User' | 'Machine'; id: string; email: string | null };
  action: string;
  resourceType: string | null;
  resourceId: string | null;
  status: number;
  requestId: string | null;
  ip: string | null;
}

interface Paged<T> {
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalItems: number;
  data: T[];
}

type Json<T> = { headers: { [name: string]: unknown }; content: { 'application/json': T } };
type NoContent = { headers: { [name: string]: unknown }; content?: never };
type Problem = { headers: { [name: string]: unknown }; content: { 'application/problem+json': { status?: number; title?: string; detail?: string; code?: string } } };
type Unused = { get?: never; put?: never; post?: never; delete?: never; options?: never; head?: never; patch?: never; trace?: never };
type Bare = { query?: never; header?: never; path?: never; cookie?: never };

export interface DualControlPaths {
  '/audit-log': Omit<Unused, 'get'> & {
    parameters: Bare;
    get: {
      parameters: {
        query?: { pageNumber?: number; pageSize?: number; actorId?: string; action?: string; resourceType?: string; resourceId?: string; since?: string; until?: string };
        header?: { Accept?: string };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: { 200: Json<Paged<AuditLogEntryView>>; 400: Problem; 403: Problem };
    };
  };
  '/me/:sign-in': Omit<Unused, 'post'> & {
    parameters: Bare;
    post: { parameters: Bare; requestBody?: never; responses: { 204: NoContent } };
  };
}
