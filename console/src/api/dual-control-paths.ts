/**
 * Contract §20's routes (dual control, the audit log) as the typed client will describe them once the API lands them
 * and `npm run client` regenerates `clients/typescript`: written by hand from the contract meanwhile, so the screens
 * call them through the same typed client. Removed when the generated client has them.
 */
export type ApprovalAction = 'InitiatePayouts' | 'Withdraw' | 'Refund';
export type ApprovalStatus = 'Pending' | 'Approved' | 'Rejected' | 'Expired' | 'Failed';

export interface ApprovalPolicyView {
  rules: { action: ApprovalAction; threshold: number }[];
}

export interface ApprovalRequestView {
  id: string;
  action: ApprovalAction;
  status: ApprovalStatus;
  amount: number;
  summary: { campaignId?: string; bankAccountId?: string; count: number };
  requestedBy: { userId: string; email: string | null } | null;
  requestedOn: string;
  decidedBy: { userId: string; email: string | null } | null;
  decidedOn: string | null;
  reason: string | null;
  result: { status: number; body: unknown } | null;
  expiresOn: string;
}

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
type Post<B, R> = { parameters: { query?: never; header?: never; path: { id: string }; cookie?: never }; requestBody: { content: { 'application/json': B } }; responses: R };
type Bare = { query?: never; header?: never; path?: never; cookie?: never };

export interface DualControlPaths {
  '/approval-policy': Omit<Unused, 'get' | 'put'> & {
    parameters: Bare;
    get: { parameters: Bare; requestBody?: never; responses: { 200: Json<ApprovalPolicyView>; 400: Problem; 403: Problem } };
    put: { parameters: Bare; requestBody: { content: { 'application/json': ApprovalPolicyView } }; responses: { 200: Json<ApprovalPolicyView>; 400: Problem; 403: Problem } };
  };
  '/approval-requests': Omit<Unused, 'get'> & {
    parameters: Bare;
    get: {
      parameters: { query?: { pageNumber?: number; pageSize?: number; status?: ApprovalStatus; action?: ApprovalAction }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<Paged<ApprovalRequestView>>; 400: Problem; 403: Problem };
    };
  };
  '/approval-requests/{id}': Omit<Unused, 'get'> & {
    parameters: Bare;
    get: { parameters: { query?: never; header?: never; path: { id: string }; cookie?: never }; requestBody?: never; responses: { 200: Json<ApprovalRequestView>; 404: Problem } };
  };
  '/approval-requests/{id}/:approve': Omit<Unused, 'post'> & {
    parameters: Bare;
    post: Post<{ reason?: string }, { 200: Json<ApprovalRequestView>; 403: Problem; 404: Problem; 409: Problem }>;
  };
  '/approval-requests/{id}/:reject': Omit<Unused, 'post'> & {
    parameters: Bare;
    post: Post<{ reason: string }, { 200: Json<ApprovalRequestView>; 400: Problem; 403: Problem; 404: Problem; 409: Problem }>;
  };
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
