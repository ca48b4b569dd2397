import 'reflect-metadata';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import type { ExecutionContext } from '@nestjs/common';
import { DomainError } from '../../core/errors/domain-error';
import { SandboxOnly, SandboxOnlyGuard } from './sandbox-only.guard';

const contextFor = (request: { method: string; url: string; originalUrl?: string }): ExecutionContext =>
  ({ switchToHttp: () => ({ getRequest: () => request }) }) as unknown as ExecutionContext;

describe('SandboxOnlyGuard', () => {
  const request = { method: 'POST', url: '/x', originalUrl: '/v3/distribution-manager/simulate/bank-accounts/1/:receive-ach?a=1' };

  it('lets every request through in the sandbox', () => {
    expect(new SandboxOnlyGuard({ isSandbox: true }).canActivate(contextFor(request))).toBe(true);
  });

  it('answers 404 in production with what an unknown route answers', () => {
    const guard = new SandboxOnlyGuard({ isSandbox: false });
    let thrown: unknown;
    try {
      guard.canActivate(contextFor(request));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ code: 'NOT_FOUND', kind: 'not-found', message: `Cannot POST ${request.originalUrl}`, extensions: {} });
  });

  it('falls back to the url when there is no originalUrl', () => {
    expect(() => new SandboxOnlyGuard({ isSandbox: false }).canActivate(contextFor({ method: 'GET', url: '/simulate/emails' }))).toThrow('Cannot GET /simulate/emails');
  });

  it('is applied by @SandboxOnly() to a class or a handler', () => {
    @SandboxOnly()
    class Simulations {
      @SandboxOnly()
      handler(): void {}
    }
    expect(Reflect.getMetadata(GUARDS_METADATA, Simulations)).toEqual([SandboxOnlyGuard]);
    expect(Reflect.getMetadata(GUARDS_METADATA, Simulations.prototype.handler)).toEqual([SandboxOnlyGuard]);
  });
});
