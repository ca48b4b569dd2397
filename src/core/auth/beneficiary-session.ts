import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';

export const BENEFICIARY_SESSION_KEY = 'auth:beneficiary-session';
export const BENEFICIARY_SECURITY_SCHEME = 'BeneficiarySession';

/** Whoever holds a claim session (docs/claims.md): the claim link's beneficiary, for one instruction. */
export interface BeneficiaryPrincipal {
  readonly sessionId: string;
  readonly organizationId: string;
  readonly instructionId: string;
}

/**
 * Turns a claim session token into its beneficiary, or throws the 401 (void, expired, unknown) or 410 (campaign
 * expired) problem. Provided by the claims module; declared here so the kernel's guard can call it.
 */
export interface BeneficiaryAuthenticator {
  authenticate(sessionToken: string): Promise<BeneficiaryPrincipal>;
}

export const BENEFICIARY_AUTHENTICATOR = Symbol('BENEFICIARY_AUTHENTICATOR');

/**
 * A beneficiary route: `Authorization: Bearer <sessionToken>` from `POST /beneficiary/sessions`, never an
 * organization's token (and a session token opens no organization route).
 */
export const BeneficiarySession = () =>
  applyDecorators(
    SetMetadata(BENEFICIARY_SESSION_KEY, true),
    ApiBearerAuth(BENEFICIARY_SECURITY_SCHEME),
    ApiUnauthorizedResponse({ description: '`CLAIM_SESSION_INVALID`: no session token, or one that is unknown, expired (60 minutes) or voided by a newer claim link.' }),
  );

/** The bearer token of an `Authorization` header; undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
