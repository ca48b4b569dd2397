import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../../core/config/app-config';
import { DomainError } from '../../../../core/errors/domain-error';
import { CHECK_CATEGORIES } from '../../../payout-methods';
import { InstructionProgress, SYSTEM } from '../../../payout-instructions';
import { PayoutOutcomes } from '../../payout-outcomes';
import { PayoutRecords } from '../../payout-records';
import { PayoutStatus } from '../../payout-state';
import { moveOfLobEvent, parseLobEvent } from './lob-checks';
import { verifyLobSignature } from './lob-signature';

/** What a callback did: `applied` moved a payout; `ignored` changed nothing (an unknown check, a repeat, an event we do not act on). */
export interface LobCallbackResult {
  outcome: 'applied' | 'ignored';
}

/** The payout id in our key, `payout-<uuid>` (idempotencyKeyOf). */
const PAYOUT_KEY = /^payout-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Lob's check events (docs/providers.md, Lob): signed with the webhook's secret over the raw body, they move the
 * payout their check's metadata names. Mailed (and the tracking events after it): `Mailed`. Returned to sender,
 * deleted: `Failed`, the instruction `Restored` as for every failure. Each applies once: a repeat finds the payout moved.
 */
@Injectable()
export class LobCallbacks {
  private readonly logger = new Logger(LobCallbacks.name);

  constructor(
    private readonly em: EntityManager,
    private readonly records: PayoutRecords,
    private readonly outcomes: PayoutOutcomes,
    private readonly progress: InstructionProgress,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async receive(headers: { signature?: string; timestamp?: string }, rawBody: Buffer | undefined): Promise<LobCallbackResult> {
    const lob = this.config.lob;
    if (!lob) throw new DomainError('NOT_FOUND', 'not-found', 'Lob is not configured here (PAYOUT_PROVIDER_CHECKS=lob).');
    const check = verifyLobSignature({ secret: lob.webhookSecret, signature: headers.signature, timestamp: headers.timestamp, rawBody });
    if (!check.valid) {
      this.logger.warn(`Lob callback refused: ${check.reason}`);
      throw new DomainError('UNAUTHENTICATED', 'unauthenticated', check.reason);
    }
    const event = parseLobEvent(safeJson(rawBody));
    if (!event) throw DomainError.invalidField('event_type', 'A Lob event object with an id and an event_type is required.');

    const move = moveOfLobEvent(event.eventType, event.check);
    const payoutId = event.payoutKey ? PAYOUT_KEY.exec(event.payoutKey)?.[1] : undefined;
    if (move.kind === 'ignore') return { outcome: 'ignored' };
    const payout = payoutId ? await this.records.find(this.em.fork(), payoutId) : null;
    if (!payout || !(CHECK_CATEGORIES as readonly string[]).includes(payout.category)) {
      this.logger.log(`Lob callback ${event.eventId} (${event.eventType}) for check ${event.checkId ?? '?'}: no payout of ours, nothing to do`);
      return { outcome: 'ignored' };
    }

    const applied = await this.em.transactional(async (em) => {
      const instruction = await this.progress.lock(em, payout.payoutInstructionId);
      if (!instruction) return false;
      if (move.kind === 'failed') return this.outcomes.fail(em, instruction.id, payout.id, move.reason, SYSTEM);
      const mailed = await this.records.mailedByProvider(em, payout.id, event.checkId, move.checkNumber);
      if (mailed) {
        await this.progress.record(
          em,
          instruction,
          [{ kind: 'CheckMailed', description: `Check ${move.checkNumber ?? event.checkId ?? ''} mailed by Lob`.trim(), details: { payoutId: payout.id, checkNumber: move.checkNumber, lobCheckId: event.checkId, payoutStatus: PayoutStatus.Mailed } }],
          SYSTEM,
        );
      }
      return mailed;
    });
    return { outcome: applied ? 'applied' : 'ignored' };
  }
}

function safeJson(raw: Buffer | undefined): unknown {
  try {
    return raw ? JSON.parse(raw.toString('utf8')) : null;
  } catch {
    return null;
  }
}
