import { Get, HttpCode, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { AnyAuthenticated } from '../../core/auth/require-scopes.decorator';
import { DomainError } from '../../core/errors/domain-error';
import { VersionedController } from '../../core/http/api-version';
import { AuditResource } from '../../core/audit/audit-decorators';
import { MeView } from './dto/me.view';
import { MeService } from './me.service';

@VersionedController('me', 'Users')
export class MeController {
  constructor(private readonly me: MeService) {}

  @Get()
  @AnyAuthenticated()
  @ApiOperation({
    summary: 'Who the token is, and what it may do',
    description:
      'Any valid token of an organization: the organization, the user and their role (null for a machine client) and the request’s ' +
      'effective scopes, those of the token that the role also holds. The console shows only what these scopes allow.',
  })
  @ApiOkResponse({ type: MeView })
  get(@CurrentPrincipal() principal: Principal): Promise<MeView> {
    return this.me.of(principal);
  }

  @Post('\\:sign-in')
  @HttpCode(204)
  @AnyAuthenticated()
  @AuditResource('User', 'user')
  @ApiOperation({
    summary: 'Record a sign-in to the console',
    description: 'Any valid token of a user: the console calls it once after each sign-in, so that the sign-in is in the audit log (`me.signIn`, the user as the resource). Changes nothing else.',
  })
  @ApiNoContentResponse({ description: 'Recorded.' })
  @ApiForbiddenResponse({ description: 'A machine client’s token: only a user signs in (problem document).' })
  signIn(@CurrentPrincipal() principal: Principal): void {
    if (principal.machine || !principal.userId) throw new DomainError('NOT_A_USER', 'forbidden', 'Only a user signs in to the console; this token is a machine client’s.');
  }
}
