import { Processor } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { UnrecoverableError, type Job } from 'bullmq';
import { AutomaticReminders, EmailDispatcher, EmailFailedError, EmailSender } from '../../src/modules/notifications';
import { ContextualWorker, type JobHandlers } from '../contextual-worker';

/** Sends run side by side: each waits mostly on the SMTP server and two short statements. */
export const NOTIFICATIONS_CONCURRENCY = 32;

@Processor('notifications', { concurrency: NOTIFICATIONS_CONCURRENCY })
export class NotificationsProcessor extends ContextualWorker {
  constructor(
    orm: MikroORM,
    private readonly sender: EmailSender,
    private readonly dispatcher: EmailDispatcher,
    private readonly reminders: AutomaticReminders,
  ) {
    super(orm);
  }

  protected handlers(): JobHandlers {
    return {
      'email-send': (data, job) => this.send(data.deliveryId, job),
      'emails-dispatch': () => this.dispatcher.dispatchDue(),
      'reminders-schedule': async () => {
        const queued = await this.reminders.schedule();
        await this.dispatcher.dispatchDue();
        return queued;
      },
    };
  }

  /** A row marked Failed stops the retries; a transient error is retried with backoff until the last attempt. */
  private async send(deliveryId: string, job: Job): Promise<unknown> {
    try {
      return await this.sender.send(deliveryId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
    } catch (error) {
      if (error instanceof EmailFailedError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}
