import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { routingNumberWithChecksum } from '../../core/banking/aba-routing';

// The ABA check digit lives in the shared kernel (claims check routing numbers too); re-exported for this context's users.
export { isValidRoutingNumber, routingNumberWithChecksum } from '../../core/banking/aba-routing';

export interface OpenedAccount {
  bankName: string;
  routingNumber: string;
  accountNumber: string;
}

/** Shows the last four digits only: `******6789`. */
export function maskNumber(value: string | undefined | null): string | null {
  if (!value) return null;
  return '*'.repeat(Math.max(0, value.length - 4)) + value.slice(-4);
}

/**
 * The sandbox stand-in for the partner bank: opens accounts at once with realistic numbers. A production
 * implementation would call the bank's API with the bank account id as idempotency key.
 */
@Injectable()
export class SandboxBank {
  static readonly BANK_NAME = 'Sandbox National Bank';
  /** 0210-0002: a Federal Reserve prefix followed by the sandbox institution; the ninth digit is the checksum. */
  private static readonly ROUTING_PREFIX = '02100002';

  async openAccount(_bankAccountId: string): Promise<OpenedAccount> {
    const accountNumber = String(randomInt(1, 10)) + Array.from({ length: 11 }, () => randomInt(0, 10)).join('');
    return { bankName: SandboxBank.BANK_NAME, routingNumber: routingNumberWithChecksum(SandboxBank.ROUTING_PREFIX), accountNumber };
  }
}
