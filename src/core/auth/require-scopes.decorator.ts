import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse, ApiOAuth2, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { RouteScope } from './scopes';

export const SCOPES_KEY = 'auth:scopes';
export const PUBLIC_KEY = 'auth:public';
export const SECURITY_SCHEME = 'IdentityProviderPolicy';

/**
 * Declares the scopes an operation needs, for the guard and for the OpenAPI document alike. Written with v2
 * names; v3 routes require the renamed scopes.
 */
export const RequireScopes = (...scopes: RouteScope[]) =>
  applyDecorators(
    SetMetadata(SCOPES_KEY, scopes),
    ApiOAuth2(scopes, SECURITY_SCHEME),
    ApiExtension('x-required-scopes', scopes),
    ApiUnauthorizedResponse({ description: 'Missing, malformed, expired or wrongly signed token (problem document).' }),
    ApiForbiddenResponse({ description: `Token lacks a required scope (${scopes.join(', ') || 'none'}) or an org_id (problem document).` }),
  );

/** Any valid token of the organization will do (simulate endpoints). */
export const AnyAuthenticated = () => RequireScopes();

/** No token at all: health, metrics, documentation, public pages. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
