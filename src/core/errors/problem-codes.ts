import type { ErrorKind } from './domain-error';

/**
 * Every `code` a problem document can carry, with the kind (and so the HTTP status) it comes with. `DomainError`
 * takes only these codes, so the compiler refuses an unlisted one, and the OpenAPI document lists, for each status,
 * exactly the codes it can carry (docs/api-conventions.md, Problem documents).
 */
export const PROBLEM_CODES = {
  // Any operation: input, authentication, the HTTP layer.
  VALIDATION_FAILED: 'invalid',
  MALFORMED_BODY: 'invalid',
  REQUEST_ABORTED: 'invalid',
  BAD_REQUEST: 'invalid',
  UNAUTHENTICATED: 'unauthenticated',
  INSUFFICIENT_SCOPE: 'forbidden',
  ORGANIZATION_MISSING: 'forbidden',
  NOT_FOUND: 'not-found',
  METHOD_NOT_ALLOWED: 'method-not-allowed',
  CONCURRENT_MODIFICATION: 'conflict',
  ALREADY_EXISTS: 'conflict',
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 'conflict',
  PAYLOAD_TOO_LARGE: 'payload-too-large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported-media-type',
  IDEMPOTENCY_KEY_REUSED: 'unprocessable',
  RATE_LIMITED: 'too-many-requests',
  INTERNAL_ERROR: 'internal',
  NOT_READY: 'unavailable',
  // The console's files are not built (docs/console.md).
  CONSOLE_NOT_BUILT: 'unavailable',
  // The ledger (callers translate insufficient funds into their own code).
  LEDGER_INVALID_POSTINGS: 'invalid',
  INSUFFICIENT_FUNDS: 'conflict',
  // Payout instructions and campaigns.
  PAYOUT_INSTRUCTION_NOT_READY: 'invalid',
  BENEFICIARY_UNSUBSCRIBED: 'invalid',
  INVALID_PAYOUT_INSTRUCTION_STATE: 'conflict',
  PAYOUT_INSTRUCTIONS_NOT_INITIABLE: 'conflict',
  INSUFFICIENT_DISTRIBUTION_BALANCE: 'conflict',
  DUPLICATE_EXTERNAL_ID: 'conflict',
  CAMPAIGN_NOT_ACTIVE: 'conflict',
  BANK_ACCOUNT_NOT_ACTIVE: 'conflict',
  // Payouts.
  PAYOUT_NOT_RESTORABLE: 'invalid',
  NO_PAYOUT_TO_SIMULATE: 'conflict',
  PAYOUT_NOT_OPEN: 'conflict',
  PAYOUT_ALREADY_REQUESTED: 'conflict',
  NO_TRANSFER_TO_SIMULATE: 'conflict',
  // Real payout providers (docs/providers.md).
  PAYOUT_PROVIDER_NOT_CONFIGURED: 'conflict',
  // The bank connection (docs/bank-files.md).
  BANK_CONNECTION_NOT_CONFIGURED: 'conflict',
  BANK_FILE_DELIVERY_NOT_FAILED: 'conflict',
  CALLBACK_SIGNATURE_INVALID: 'unauthenticated',
  PROVIDER_UNAVAILABLE: 'unavailable',
  // The beneficiary interface (docs/claims.md).
  CLAIM_LINK_INVALID: 'not-found',
  CAMPAIGN_EXPIRED: 'gone',
  CLAIM_SESSION_INVALID: 'unauthenticated',
  CLAIM_STEP_REQUIRED: 'forbidden',
  INVALID_CAMPAIGN_PASSWORD: 'invalid',
  INVALID_OTP: 'invalid',
  CLAIM_CODE_LOCKED: 'too-many-requests',
  PAYOUT_METHOD_NOT_OFFERED: 'invalid',
  // Users, roles and invitations (docs/users-and-roles.md).
  USER_REMOVED: 'forbidden',
  // `POST /me/:sign-in` with a machine client's token (docs/audit-log.md).
  NOT_A_USER: 'forbidden',
  LAST_ADMINISTRATOR: 'conflict',
  INVITATION_NOT_PENDING: 'conflict',
  // Dual control (docs/approvals.md).
  APPROVER_IS_REQUESTER: 'forbidden',
  APPROVER_NOT_A_PERSON: 'forbidden',
  APPROVAL_NOT_PENDING: 'conflict',
} as const satisfies Record<string, ErrorKind>;

export type ProblemCode = keyof typeof PROBLEM_CODES;
