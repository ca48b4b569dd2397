import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import { execute, query } from '../../core/database/sql';

export interface ClaimSessionRow {
  id: string;
  organization_id: string;
  payout_instruction_id: string;
  link_version: number;
  password_verified_on: Date | null;
  otp_verified_on: Date | null;
  expires_on: Date;
}

const SESSION_COLUMNS = 'id, organization_id, payout_instruction_id, link_version, password_verified_on, otp_verified_on, expires_on';

export interface OtpRow {
  id: string;
  code_hash: Buffer;
  attempts: number;
  expires_on: Date;
  verified_on: Date | null;
}

/** The steps whose wrong tries count per instruction (`claim_failure.step`). */
export type ClaimFailureStep = 'Password' | 'Code';

/** How many of something happened within a window, and when the oldest of them was (when the window frees one). */
export interface WindowCount {
  count: number;
  oldest: Date | null;
}

/**
 * The claims context's tables (docs/claims.md): sessions opened from claim links (by the SHA-256 of their token),
 * one-time codes, and failed password and code tries. The only code that writes them.
 */
@Injectable()
export class ClaimRecords {
  async createSession(em: EntityManager, session: { organizationId: string; instructionId: string; linkVersion: number; tokenHash: Buffer; expiresOn: Date }): Promise<ClaimSessionRow> {
    const [row] = await query<ClaimSessionRow>(
      em,
      `insert into claim_session (id, organization_id, payout_instruction_id, link_version, token_hash, expires_on) values (?, ?, ?, ?, ?, ?)
       returning ${SESSION_COLUMNS}`,
      [newId(), session.organizationId, session.instructionId, session.linkVersion, session.tokenHash, session.expiresOn],
    );
    return row;
  }

  /** The live session of a token hash: unexpired; undefined otherwise. */
  async liveSession(em: EntityManager, tokenHash: Buffer): Promise<ClaimSessionRow | undefined> {
    const [row] = await query<ClaimSessionRow>(
      em,
      `select ${SESSION_COLUMNS} from claim_session where token_hash = ? and expires_on > now()`,
      [tokenHash],
    );
    return row;
  }

  async markPasswordVerified(em: EntityManager, sessionId: string): Promise<void> {
    await execute(em, 'update claim_session set password_verified_on = coalesce(password_verified_on, now()) where id = ?', [sessionId]);
  }

  async markOtpVerified(em: EntityManager, sessionId: string, otpId: string): Promise<void> {
    await execute(em, 'update claim_otp set verified_on = now() where id = ?', [otpId]);
    await execute(em, 'update claim_session set otp_verified_on = coalesce(otp_verified_on, now()) where id = ?', [sessionId]);
  }

  async recordFailure(em: EntityManager, organizationId: string, instructionId: string, step: ClaimFailureStep): Promise<void> {
    await execute(em, 'insert into claim_failure (id, organization_id, payout_instruction_id, step) values (?, ?, ?, ?)', [newId(), organizationId, instructionId, step]);
  }

  /** Failed tries of a step of the instruction, across sessions, within the last `windowSeconds`. */
  async failures(em: EntityManager, instructionId: string, step: ClaimFailureStep, windowSeconds: number): Promise<WindowCount> {
    const [row] = await query<{ count: number; oldest: Date | null }>(
      em,
      `select count(*)::int as count, min(occurred_on) as oldest from claim_failure
       where payout_instruction_id = ? and step = ? and occurred_on > now() - make_interval(secs => ?)`,
      [instructionId, step, windowSeconds],
    );
    return { count: row.count, oldest: row.oldest ? new Date(row.oldest) : null };
  }

  /** Codes sent for the instruction, across sessions, within the last `windowSeconds`. */
  async codesSent(em: EntityManager, instructionId: string, windowSeconds: number): Promise<WindowCount> {
    const [row] = await query<{ count: number; oldest: Date | null }>(
      em,
      'select count(*)::int as count, min(sent_on) as oldest from claim_otp where payout_instruction_id = ? and sent_on > now() - make_interval(secs => ?)',
      [instructionId, windowSeconds],
    );
    return { count: row.count, oldest: row.oldest ? new Date(row.oldest) : null };
  }

  /** When a code was last sent for the instruction (any session); null when never. */
  async lastCodeSentOn(em: EntityManager, instructionId: string): Promise<Date | null> {
    const [row] = await query<{ sent_on: Date }>(em, 'select sent_on from claim_otp where payout_instruction_id = ? order by sent_on desc limit 1', [instructionId]);
    return row ? new Date(row.sent_on) : null;
  }

  async createOtp(em: EntityManager, otp: { id: string; organizationId: string; sessionId: string; instructionId: string; codeHash: Buffer; expiresOn: Date }): Promise<void> {
    await execute(
      em,
      'insert into claim_otp (id, organization_id, claim_session_id, payout_instruction_id, code_hash, expires_on) values (?, ?, ?, ?, ?, ?)',
      [otp.id, otp.organizationId, otp.sessionId, otp.instructionId, otp.codeHash, otp.expiresOn],
    );
  }

  /** The session's newest code: only it counts (a new code replaces the earlier ones). */
  async latestOtp(em: EntityManager, sessionId: string): Promise<OtpRow | undefined> {
    const [row] = await query<OtpRow>(
      em,
      'select id, code_hash, attempts, expires_on, verified_on from claim_otp where claim_session_id = ? order by sent_on desc, id desc limit 1',
      [sessionId],
    );
    return row;
  }

  /** One more wrong try of a code; returns the tries so far. */
  async countOtpAttempt(em: EntityManager, otpId: string): Promise<number> {
    const [row] = await query<{ attempts: number }>(em, 'update claim_otp set attempts = attempts + 1 where id = ? returning attempts', [otpId]);
    return row.attempts;
  }
}
