import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ClaimContext, ClaimPrincipal } from './claims.service';

/** `@CurrentClaim() claim: ClaimContext` on a beneficiary route: the session's claim, as the guard loaded it. */
export const CurrentClaim = createParamDecorator((_data: unknown, ctx: ExecutionContext): ClaimContext => (ctx.switchToHttp().getRequest().beneficiary as ClaimPrincipal).context);
