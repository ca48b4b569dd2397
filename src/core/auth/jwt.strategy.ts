import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy, type SecretOrKeyProvider } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { loadOrCreateDevSigningKey } from './dev-signing-key';
import { principalFromClaims, type TokenPolicy } from './principal';
import { TokenWithoutExpiryError } from './token-rejection';

/**
 * Checks the bearer token's signature against the identity provider's JWKS (or the sandbox key), iss (AUTH_ISSUER, or
 * in the sandbox the embedded provider's), aud, exp, nbf.
 * A token must carry an exp: passport-jwt checks it only when present.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly policy: TokenPolicy;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: keyProvider(config),
      // In the sandbox, the embedded provider's tokens too: the console signs in there (docs/console.md, Sign-in).
      issuer: config.auth.embeddedIssuer ? [config.auth.issuer, config.auth.embeddedIssuer] : config.auth.issuer,
      audience: config.auth.audience,
      algorithms: ['RS256', 'ES256'],
      ignoreExpiration: false,
    });
    this.policy = { operatorOrganizationIds: config.operatorOrganizationIds, emailVerifiedWhenAbsent: config.auth.emailVerifiedWhenAbsent };
  }

  validate(claims: Record<string, unknown>) {
    if (typeof claims.exp !== 'number') throw new TokenWithoutExpiryError();
    return principalFromClaims(claims, this.policy);
  }
}

function keyProvider(config: AppConfig): SecretOrKeyProvider {
  if (config.auth.jwksUri) {
    return passportJwtSecret({ jwksUri: config.auth.jwksUri, cache: true, cacheMaxAge: 10 * 60_000, rateLimit: true, jwksRequestsPerMinute: 10 });
  }
  if (!config.isSandbox) throw new Error('AUTH_JWKS_URI must be set outside the sandbox');
  const { publicKeyPem } = loadOrCreateDevSigningKey(config.auth.devKeyFile);
  return (_request, _token, done) => done(null, publicKeyPem);
}
