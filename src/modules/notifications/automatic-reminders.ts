import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AutomaticReminders as Cadence } from '../campaigns';
import { EmailOutbox } from './email-outbox';

/** The length of each cadence's period. */
export const REMINDER_PERIOD_SECONDS: Readonly<Record<Exclude<Cadence, Cadence.None>, number>> = {
  [Cadence.Daily]: 86_400,
  [Cadence.Every3Days]: 3 * 86_400,
  [Cadence.Weekly]: 7 * 86_400,
};

/** How often the schedule runs, and so how far ahead it queues the reminders falling due before its next run. */
export const REMINDERS_SCHEDULE_EVERY_SECONDS = 300;

/**
 * Automatic reminders (campaign `automaticReminders`): every unclaimed instruction (`Initiated`, `Restored`) of a
 * campaign asking for them, whose beneficiary is subscribed, is reminded once per period counted from its
 * initiation (`initiated_on` + n periods, n ≥ 1), until the campaign expires. Each run queues the reminders due
 * before the next run, at their exact time, so the spread of a bulk initiation carries over to its reminders.
 * The key `auto-<link version>-<n>` makes each reminder unique: reruns, overlapping runs and several workers write
 * it once. A missed period (workers down for days) is not caught up: only the current one is sent.
 */
@Injectable()
export class AutomaticReminders {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: EmailOutbox,
  ) {}

  /** Queues the reminders due before the next run; returns how many. Runs across organizations (a system job). */
  schedule(aheadSeconds = REMINDERS_SCHEDULE_EVERY_SECONDS): Promise<number> {
    const cadences = Object.entries(REMINDER_PERIOD_SECONDS).map(([setting, seconds]) => ({ setting, seconds }));
    return this.outbox.queueAutomaticReminders(this.em, cadences, aheadSeconds);
  }
}
