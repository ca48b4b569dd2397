import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';

export interface OpenedAccount {
  bankName: string;
  routingNumber: string;
  accountNumber: string;
}

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}

export function routingNumberWithChecksum(firstEight: string): string {
  const d = [...firstEight].map(Number);
  const partial = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5]);
  return firstEight + String((10 - (partial % 10)) % 10);
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
