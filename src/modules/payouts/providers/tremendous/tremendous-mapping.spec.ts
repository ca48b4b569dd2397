import { outcomeOfOrder, parseTremendousWebhook, signTremendous, tremendousMessage, TREMENDOUS_WAITING, verifyTremendousSignature } from './tremendous-mapping';

const LINK = 'https://testflight.tremendous.com/rewards/payout/abc';
const order = (status: string, delivery?: { status?: string; link?: string }) => ({ id: 'ORDER1', external_id: 'payout-x', status, rewards: [{ id: 'REWARD1', delivery: { method: 'LINK', ...delivery } }] });

describe('Tremendous orders as payout outcomes', () => {
  it('completes an executed order with its reward link as the card', () => {
    expect(outcomeOfOrder(order('EXECUTED', { status: 'SUCCEEDED', link: LINK }))).toEqual({ status: 'Completed', reference: 'REWARD1', credentials: { code: 'REWARD1', pin: null, redemptionUrl: LINK } });
  });

  it.each(TREMENDOUS_WAITING)('keeps %s processing', (status) => {
    expect(outcomeOfOrder(order(status, { status: 'PENDING' }))).toEqual({ status: 'Processing', reference: 'REWARD1' });
  });

  it('keeps an executed order without a link yet processing', () => {
    expect(outcomeOfOrder(order('EXECUTED', { status: 'PENDING' })).status).toBe('Processing');
  });

  it.each(['FAILED', 'CANCELED'])('fails a %s order', (status) => {
    expect(outcomeOfOrder(order(status))).toEqual({ status: 'Failed', reference: 'REWARD1', reason: `Tremendous ${status.toLowerCase()} the order` });
  });

  it('fails a reward whose delivery failed, even in an executed order', () => {
    expect(outcomeOfOrder(order('EXECUTED', { status: 'FAILED', link: LINK })).status).toBe('Failed');
  });

  it('reads the message of an error body, and nothing of another', () => {
    expect(tremendousMessage({ errors: { message: 'Recipient email is invalid', payload: {} } })).toBe('Recipient email is invalid');
    expect(tremendousMessage('Bad Gateway')).toBeUndefined();
  });

  it('reads a webhook’s event and resource', () => {
    expect(parseTremendousWebhook({ event: 'REWARDS.DELIVERY.SUCCEEDED', uuid: 'u', payload: { resource: { id: 'R1', type: 'rewards' } } })).toEqual({ event: 'REWARDS.DELIVERY.SUCCEEDED', resource: { id: 'R1', type: 'rewards' } });
    expect(parseTremendousWebhook({ event: 'TEST' }).resource).toBeNull();
  });
});

describe('Tremendous webhook signatures', () => {
  const body = Buffer.from('{"event":"REWARDS.DELIVERY.SUCCEEDED"}');

  it('accepts the HMAC-SHA256 of the raw body with the secret', () => {
    expect(verifyTremendousSignature(body, signTremendous(body, 'secret'), 'secret')).toBe(true);
    expect(verifyTremendousSignature(body, signTremendous(body, 'secret').toUpperCase().replace('SHA256', 'sha256'), 'secret')).toBe(true);
  });

  it.each([
    ['another secret', signTremendous(body, 'other')],
    ['another body', signTremendous(Buffer.from('{"event":"X"}'), 'secret')],
    ['no header', undefined],
    ['no sha256= prefix', signTremendous(body, 'secret').slice('sha256='.length)],
    ['a truncated digest', signTremendous(body, 'secret').slice(0, -2)],
  ])('refuses %s', (_case, header) => {
    expect(verifyTremendousSignature(body, header, 'secret')).toBe(false);
  });
});
