import { ApiProperty } from '@nestjs/swagger';
import { CONSOLE_SCOPES, consoleRedirectUri } from '../../core/auth/console-client';
import type { AppConfig } from '../../core/config/app-config';

/** `GET /console/config.json`: what the console needs to sign in (docs/console.md, Sign-in). */
export class ConsoleSettingsView {
  @ApiProperty({
    format: 'uri',
    example: 'http://localhost:3000/oidc',
    description: 'The OpenID Connect issuer to sign in with (`CONSOLE_OIDC_ISSUER`); its discovery document is `{issuer}/.well-known/openid-configuration`.',
  })
  issuer!: string;

  @ApiProperty({ example: 'campaign-manager-console', description: 'The console’s client id at that issuer (`CONSOLE_OIDC_CLIENT_ID`): a public client, no secret.' })
  clientId!: string;

  @ApiProperty({ example: 'campaign-manager-api', description: 'The `aud` the API requires of its tokens (`AUTH_AUDIENCE`); some providers take it as an `audience` parameter of the authorization request.' })
  audience!: string;

  @ApiProperty({ example: CONSOLE_SCOPES, description: 'The scopes to ask for, space-separated: the person, and a refresh token to renew the access token.' })
  scopes!: string;

  @ApiProperty({
    format: 'uri',
    example: 'http://localhost:3000/console/callback',
    description: 'Where the provider sends the authorization code back: `{PUBLIC_BASE_URL}/console/callback`. The code is exchanged with PKCE (`S256`).',
  })
  redirectUri!: string;

  @ApiProperty({ example: true, description: 'Whether the service runs as a sandbox (`APP_ENV`): the console then offers the simulations and the inbox of simulated emails.' })
  sandbox!: boolean;

  static of(config: Pick<AppConfig, 'console' | 'auth' | 'publicBaseUrl' | 'isSandbox'>): ConsoleSettingsView {
    return {
      issuer: config.console.issuer,
      clientId: config.console.clientId,
      audience: config.auth.audience,
      scopes: CONSOLE_SCOPES,
      redirectUri: consoleRedirectUri(config),
      sandbox: config.isSandbox,
    };
  }
}
