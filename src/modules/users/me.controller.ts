import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { AnyAuthenticated } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
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
}
