import type { INestApplicationContext } from '@nestjs/common';
import { SmtpSink } from './smtp-sink';
import { createTestApp, startWorker, type TestApp } from './test-app';

/** The app, a worker and a real SMTP sink: what a test file needs whose flows send emails and run jobs. */
export interface MailingStack {
  t: TestApp;
  sink: SmtpSink;
  worker: INestApplicationContext;
  stop(): Promise<void>;
}

/** Starts the sink first (the app reads SMTP_URL when it is created); `stop` closes all three and restores SMTP_URL. */
export async function startMailingStack(): Promise<MailingStack> {
  const savedSmtpUrl = process.env.SMTP_URL;
  const sink = await SmtpSink.start();
  process.env.SMTP_URL = sink.url;
  const t = await createTestApp();
  const worker = await startWorker();
  return {
    t,
    sink,
    worker,
    stop: async () => {
      await worker.close();
      await t.close();
      await sink.close();
      if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = savedSmtpUrl;
    },
  };
}

/** In a `describe`: the stack starts before its tests and stops after them; `onStart` takes what the tests use. */
export function useMailingStack(onStart: (stack: MailingStack) => void): void {
  let starting: Promise<MailingStack> | undefined;
  beforeAll(async () => {
    starting = startMailingStack();
    onStart(await starting);
  });
  // Stopped even when the start outlived its hook's timeout: a worker left running would keep the test run alive.
  afterAll(async () => (await starting?.catch(() => undefined))?.stop());
}
