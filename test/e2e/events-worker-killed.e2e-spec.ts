import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REDISPATCH_AFTER_SECONDS } from '../../src/core/events/domain-event-store';
import { claimCampaign, draftInstructions } from '../factories/beneficiary';
import { V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { eventually, type TestApp } from '../utils/test-app';
import { killWorker, startWorkerProcess, useWorkerProcesses } from '../utils/worker-process';

jest.setTimeout(120_000);

const INSTRUCTIONS = 20;

/**
 * A worker killed between events' commit and their handling (docs/events.md): the causes commit with no worker
 * running (a funding attributed to the campaign, a bulk initiation of 20 over Email), then the real compiled worker
 * takes the 21 events and each subscriber's job gets as far as its one write (the webhook events and deliveries, the
 * claim emails), where a lock this test holds stops it: a row of each of those tables with the key the subscriber is
 * about to write, inserted by a connection of the test's own, not committed. The worker is SIGKILLed there, the
 * locks let go, and a second worker finishes. Nothing is lost: every event reaches the webhook endpoint and every
 * beneficiary's email is queued. Nothing is doubled: one webhook event and one delivery per event, one email and one
 * `NotificationQueued` per instruction.
 *
 * The dangerous point is that one: the events were dispatched (their jobs exist, under the dead worker's lock in
 * Redis) and their effects were not committed. BullMQ's stalled-job check would give the jobs back in 30–90 s; the
 * dispatcher gives the events back once REDISPATCH_AFTER_SECONDS pass without them handled. The test moves their
 * dispatch time back by that much, as if it had passed, so that the second worker's first dispatch takes them.
 */
describe('a worker killed while it handles domain events', () => {
  let t: TestApp;
  let prefix: string;
  let c: FundedCampaign;
  let receiver: Server;
  const received: string[] = [];

  const workers = useWorkerProcesses('events');
  beforeAll(async () => {
    ({ t, prefix } = workers);
    receiver = createServer((request, response) => {
      received.push(String(request.headers['webhook-id']));
      request.resume();
      request.on('end', () => response.writeHead(204).end());
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  const { sql, holdLock, settled } = workers;
  const waitingForLocks = async () =>
    (await sql(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and backend_type = 'client backend'`))[0].n as number;

  it('loses nothing and doubles nothing', async () => {
    c = await claimCampaign(t, { dollars: 0 });
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url }).expect(201);

    // The causes, committed while no worker runs.
    await t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: INSTRUCTIONS * 10, campaignId: c.campaignId }).expect(202);
    const ids = await draftInstructions(t, c, Array.from({ length: INSTRUCTIONS }, (_, n) => ({ email: `killed.${n}@example.com`, amount: 10 })));
    await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ payoutInstructionIds: ids, channel: 'Email' }).expect(202);
    const events = (await sql('select id, type, data from domain_event where organization_id = ? order by id', [c.organizationId])) as { id: string; type: string; data: { payoutInstructionId?: string } }[];
    expect(events.map((e) => e.type).sort()).toEqual(['FundingReceived', ...Array<string>(INSTRUCTIONS).fill('PayoutInstructionInitiated')].sort());

    // Where each subscriber will wait: the first webhook event's id, the first instruction's email key.
    const initiation = events.find((e) => e.type === 'PayoutInstructionInitiated')!;
    const releaseWebhook = await holdLock(`insert into webhook_event (id, organization_id, type, data) values ($1, $2, 'funding.received', '{}')`, [events[0].id, c.organizationId]);
    const releaseEmail = await holdLock(
      `insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, scheduled_for, link_version, dedupe_key)
       values (uuid_generate_v7(), $1, $2, $3, 'InitiateEmail', 'lock@example.com', now(), 1, $4)`,
      [c.organizationId, c.campaignId, initiation.data.payoutInstructionId, `event-${initiation.id}`],
    );

    const first = startWorkerProcess({ queuePrefix: prefix });
    await eventually(waitingForLocks, (n) => n >= 2, 60_000);
    await killWorker(first);
    // The dead worker's backends wait on the locks until they go; what each then does with its statement (an
    // autocommit statement commits, a transaction without its client aborts) the second worker must cope with.
    await releaseWebhook();
    await releaseEmail();
    await settled();
    expect((await sql('select count(*)::int as n from domain_event where organization_id = ? and handled_on is null and dispatched_on is not null', [c.organizationId]))[0].n).toBe(events.length);

    // As if REDISPATCH_AFTER_SECONDS had passed since the dead worker's dispatch.
    await sql(`update domain_event set dispatched_on = dispatched_on - make_interval(secs => ?) where organization_id = ?`, [REDISPATCH_AFTER_SECONDS, c.organizationId]);
    const second = startWorkerProcess({ queuePrefix: prefix });
    await eventually(
      async () => (await sql('select count(*)::int as n from domain_event where organization_id = ? and handled_on is null', [c.organizationId]))[0].n as number,
      (n) => n === 0,
      60_000,
    );
    await eventually(async () => new Set(received), (ids) => events.every((e) => ids.has(e.id)), 30_000);
    await killWorker(second);

    const once = async (query: string) => (await sql(query, [c.organizationId])) as { key: string; n: number }[];
    expect(await once('select id::text as key, count(*)::int as n from webhook_event where organization_id = ? group by id order by id')).toEqual(events.map((e) => ({ key: e.id, n: 1 })));
    expect((await once('select event_id::text as key, count(*)::int as n from webhook_delivery where organization_id = ? group by event_id having count(*) > 1'))).toEqual([]);
    expect((await sql('select count(*)::int as n from webhook_delivery where organization_id = ?', [c.organizationId]))[0].n).toBe(events.length);
    const emails = await once(`select payout_instruction_id::text as key, count(*)::int as n from email_delivery where organization_id = ? and template_type = 'InitiateEmail' group by payout_instruction_id`);
    expect(emails.map((e) => e.key).sort()).toEqual([...ids].sort());
    expect(emails.every((e) => e.n === 1)).toBe(true);
    const queued = await once(`select payout_instruction_id::text as key, count(*)::int as n from payout_instruction_activity where organization_id = ? and kind = 'NotificationQueued' group by payout_instruction_id`);
    expect(queued.map((e) => e.key).sort()).toEqual([...ids].sort());
    expect(queued.every((e) => e.n === 1)).toBe(true);
  });
});
