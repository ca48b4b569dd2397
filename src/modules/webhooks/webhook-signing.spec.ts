import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signDelivery } from './webhook-signing';

describe('webhook signing', () => {
  it('makes whsec_ secrets of 32 random bytes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('signs so that a Standard Webhooks receiver verifies with the current secret and with the previous one', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const body = JSON.stringify({ id: 'evt', type: 'payout.completed', data: { amount: 25 } });
    const headers = signDelivery([current, previous], '0195a3f0-0000-7000-8000-00000000e001', new Date(), body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, { ...headers })).toThrow();
    expect(() => new Webhook(current).verify(`${body} `, { ...headers })).toThrow();
  });
});
