import { PayoutMethodCategory } from '../../../payout-methods';
import { LobCheckProvider } from './lob-check-provider';
import { lobSignature } from './lob-signature';

const settings = { apiKey: 'test_key', baseUrl: 'http://127.0.0.1:1/v1', bankAccountId: 'bank_1', fromAddressId: 'adr_1', webhookSecret: 'whsec_lob' };
const provider = new LobCheckProvider(settings, [PayoutMethodCategory.PaperCheck, PayoutMethodCategory.CheckTransfer], { campaignNameOf: () => Promise.resolve(undefined) });
const KEY = 'payout-0195a3f0-0000-7000-8000-00000000000a';

const callbackOf = (eventType: string, body: Record<string, unknown> = { id: 'chk_abc', check_number: 10042, metadata: { payout_key: KEY } }) => {
  const event = { id: 'evt_1', object: 'event', reference_id: 'chk_abc', event_type: { id: eventType, resource: 'checks' }, body };
  const raw = Buffer.from(JSON.stringify(event));
  const timestamp = String(Date.now());
  return { rawBody: raw, body: event, headers: { 'lob-signature': lobSignature(settings.webhookSecret, timestamp, raw), 'lob-signature-timestamp': timestamp } };
};

describe('Lob check provider: callbacks', () => {
  it('verifies the signature with the webhook secret, over the raw body', async () => {
    const callback = callbackOf('check.mailed');
    expect(await provider.verifyCallback(callback)).toBe(true);
    expect(await provider.verifyCallback({ ...callback, rawBody: Buffer.from(`${callback.rawBody.toString()}\n`) })).toBe(false);
    expect(await provider.verifyCallback({ ...callback, headers: { ...callback.headers, 'lob-signature': undefined } })).toBe(false);
  });

  it('says Mailed (with the check number) for the mail events, Failed for returned and deleted, nothing for the rest', async () => {
    expect(await provider.callbackOutcomes(callbackOf('check.mailed'))).toEqual([{ idempotencyKey: KEY, outcome: { status: 'Mailed', reference: 'chk_abc', checkNumber: '10042' } }]);
    expect(await provider.callbackOutcomes(callbackOf('check.in_local_area'))).toEqual([{ idempotencyKey: KEY, outcome: { status: 'Mailed', reference: 'chk_abc', checkNumber: '10042' } }]);
    expect(await provider.callbackOutcomes(callbackOf('check.returned_to_sender'))).toEqual([
      { idempotencyKey: KEY, outcome: { status: 'Failed', reference: 'chk_abc', reason: 'The check was returned to sender by the postal service.' } },
    ]);
    expect(await provider.callbackOutcomes(callbackOf('check.deleted'))).toEqual([{ idempotencyKey: KEY, outcome: expect.objectContaining({ status: 'Failed' }) }]);
    expect(await provider.callbackOutcomes(callbackOf('check.rendered_pdf'))).toEqual([]);
  });

  it('names no payout for a check without our key, or a body that is not an event', async () => {
    expect(await provider.callbackOutcomes(callbackOf('check.mailed', { id: 'chk_abc', metadata: {} }))).toEqual([]);
    expect(await provider.callbackOutcomes({ ...callbackOf('check.mailed'), body: { hello: 'world' } })).toEqual([]);
  });

  it('does not cancel a check it has no Lob id for yet, and calls nobody', async () => {
    expect(await provider.cancel(KEY, null)).toEqual({ cancelled: false, reason: 'the check is being sent to Lob: try again in a minute.' });
  });
});
