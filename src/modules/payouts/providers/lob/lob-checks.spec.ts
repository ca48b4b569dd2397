import { PayoutMethodCategory } from '../../../payout-methods';
import type { ProviderPayoutRequest } from '../payout-provider';
import { classifyLobError, dollarsOf, lobCheckOf, moveOfLobEvent, outcomeOfCreated, parseLobEvent } from './lob-checks';

const drawer = { bankAccountId: 'bank_8cad8df5354d33f', fromAddressId: 'adr_210a8d4b0b76d77b' };
const request = (overrides: Partial<ProviderPayoutRequest> = {}): ProviderPayoutRequest => ({
  idempotencyKey: 'payout-0195a3f0-0000-7000-8000-00000000000a',
  category: PayoutMethodCategory.PaperCheck,
  payoutMethodId: 'm',
  brand: null,
  amountCents: 12_345,
  recipient: { fullName: 'Ada Lovelace', mailingAddress: { line1: '1 Main St', line2: 'Apt 2', city: 'Springfield', state: 'IL', postalCode: '62701' } },
  ...overrides,
});

describe('Lob check mapping', () => {
  it('asks for a check to the payee at their address, drawn on our account, in dollars, with our key in its metadata', () => {
    expect(lobCheckOf(request(), drawer, 'Spring bonus campaign with a very long name indeed')).toEqual({
      description: 'payout-0195a3f0-0000-7000-8000-00000000000a',
      to: { name: 'Ada Lovelace', address_line1: '1 Main St', address_line2: 'Apt 2', address_city: 'Springfield', address_state: 'IL', address_zip: '62701', address_country: 'US' },
      from: 'adr_210a8d4b0b76d77b',
      bank_account: 'bank_8cad8df5354d33f',
      amount: 123.45,
      memo: 'Spring bonus campaign with a very long n',
      metadata: { payout_key: 'payout-0195a3f0-0000-7000-8000-00000000000a' },
      use_type: 'operational',
    });
  });

  it('leaves out an empty second address line and a missing memo', () => {
    const body = lobCheckOf(request({ recipient: { fullName: 'A B', mailingAddress: { line1: 'x', city: 'c', state: 'NY', postalCode: '10001' } } }), drawer);
    expect(body).not.toHaveProperty('memo');
    expect(body).toHaveProperty('to', expect.not.objectContaining({ address_line2: expect.anything() }));
  });

  it('refuses, before any call, a check Lob could not print', () => {
    expect(lobCheckOf(request({ recipient: { mailingAddress: request().recipient.mailingAddress } }), drawer)).toEqual({ refused: expect.stringMatching(/no payee name/) });
    expect(lobCheckOf(request({ recipient: { fullName: 'A B' } }), drawer)).toEqual({ refused: expect.stringMatching(/no mailing address/) });
    expect(lobCheckOf(request({ amountCents: 100_000_000 }), drawer)).toEqual({ refused: expect.stringMatching(/999,999.99/) });
  });

  it('gives exact dollars for integer cents', () => {
    expect([1, 10, 99, 100, 12_345, 99_999_999].map(dollarsOf)).toEqual([0.01, 0.1, 0.99, 1, 123.45, 999_999.99]);
  });

  it('takes a created check as Processing with its id as reference', () => {
    expect(outcomeOfCreated({ id: 'chk_534f10783683daa0' })).toEqual({ status: 'Processing', reference: 'chk_534f10783683daa0' });
    expect(() => outcomeOfCreated({})).toThrow(/without an id/);
  });
});

describe('Lob errors', () => {
  const body = (message: string, status: number) => ({ error: { message, status_code: status, code: 'invalid' } });

  it.each([400, 404, 422])('%s refuses the check for good, with Lob’s message', (status) => {
    expect(classifyLobError(status, body('address_zip is invalid', status))).toEqual({ kind: 'refused', message: 'Lob refused the check: address_zip is invalid' });
  });

  it('retries 429 after Retry-After, and 5xx, 401 and no answer', () => {
    expect(classifyLobError(429, body('Too many requests', 429), '7')).toEqual({ kind: 'transient', message: 'Too many requests', retryAfterMs: 7000 });
    expect(classifyLobError(500, 'oops')).toEqual({ kind: 'transient', message: 'Lob answered 500' });
    expect(classifyLobError(401, body('Your API key is not valid.', 401))).toMatchObject({ kind: 'transient' });
    expect(classifyLobError(undefined, undefined)).toEqual({ kind: 'transient', message: 'Lob could not be reached' });
  });
});

describe('Lob check events', () => {
  it.each(['check.mailed', 'check.in_transit', 'check.in_local_area', 'check.processed_for_delivery', 'check.re-routed', 'check.delivered'])('%s: mailed, with the check number', (type) => {
    expect(moveOfLobEvent(type, { check_number: 10042 })).toEqual({ kind: 'mailed', checkNumber: '10042' });
  });

  it('returned to sender and deleted fail the payout; created and rendered change nothing', () => {
    expect(moveOfLobEvent('check.returned_to_sender', {})).toEqual({ kind: 'failed', reason: expect.stringMatching(/returned to sender/) });
    expect(moveOfLobEvent('check.deleted', {})).toEqual({ kind: 'failed', reason: expect.stringMatching(/cancelled at Lob/) });
    for (const type of ['check.created', 'check.rendered_pdf', 'check.rendered_thumbnails', 'letter.mailed']) expect(moveOfLobEvent(type, {})).toEqual({ kind: 'ignore' });
  });

  it('reads an event object: its type, the check, and our key from the check’s metadata', () => {
    const event = { id: 'evt_1', object: 'event', reference_id: 'chk_2', event_type: { id: 'check.mailed', resource: 'checks' }, body: { id: 'chk_2', check_number: 7, metadata: { payout_key: 'payout-x' } } };
    expect(parseLobEvent(event)).toEqual({ eventId: 'evt_1', eventType: 'check.mailed', checkId: 'chk_2', payoutKey: 'payout-x', check: event.body });
    expect(parseLobEvent({ ...event, body: undefined })).toMatchObject({ checkId: 'chk_2', payoutKey: null });
    for (const bad of [null, 'x', {}, { id: 'evt_1' }, { id: 1, event_type: { id: 'check.mailed' } }]) expect(parseLobEvent(bad)).toBeNull();
  });
});
