import { Injectable } from '@nestjs/common';
import type { Principal } from '../../core/auth/principal';
import type { ApprovalResult } from './approval-request';
import type { Approval } from './dual-control';

/** Carries out an approved operation as its requester, answering what the original request would have answered. */
export type OperationRunner = (requester: Principal, params: Readonly<Record<string, unknown>>, approval: Approval) => Promise<ApprovalResult>;

/**
 * The operations an approval may carry out, each registered by the module that owns it (payout instructions, money
 * movement), so that this module depends on none of them (docs/approvals.md).
 */
@Injectable()
export class ApprovalOperations {
  private readonly runners = new Map<string, OperationRunner>();

  register(kind: string, runner: OperationRunner): void {
    if (this.runners.has(kind)) throw new Error(`Approval operation ${kind} is registered twice`);
    this.runners.set(kind, runner);
  }

  runnerOf(kind: string): OperationRunner {
    const runner = this.runners.get(kind);
    if (!runner) throw new Error(`No approval operation ${kind} is registered`);
    return runner;
  }
}
