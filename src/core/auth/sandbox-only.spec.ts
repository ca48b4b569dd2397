import 'reflect-metadata';
import { DomainError } from '../errors/domain-error';
import { SANDBOX_ONLY_KEY, SandboxOnly, unknownRoute } from './sandbox-only';

describe('sandbox-only routes', () => {
  it('marks a class or a handler for the AuthGuard', () => {
    @SandboxOnly()
    class Simulations {
      @SandboxOnly()
      handler(): void {}
    }
    expect(Reflect.getMetadata(SANDBOX_ONLY_KEY, Simulations)).toBe(true);
    expect(Reflect.getMetadata(SANDBOX_ONLY_KEY, Simulations.prototype.handler)).toBe(true);
  });

  it('answers as Nest does for a route it does not know, with the full original URL', () => {
    const error = unknownRoute({ method: 'POST', url: '/x', originalUrl: '/v3/distribution-manager/simulate/bank-accounts/1/:receive-ach?a=1' });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', kind: 'not-found', message: 'Cannot POST /v3/distribution-manager/simulate/bank-accounts/1/:receive-ach?a=1', extensions: {} });
    expect(unknownRoute({ method: 'GET', url: '/simulate/emails' }).message).toBe('Cannot GET /simulate/emails');
  });
});
