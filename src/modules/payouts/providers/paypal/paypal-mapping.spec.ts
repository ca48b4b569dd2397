import { duplicateBatchId, itemOfEvent, outcomeOfItem, payPalMessage, verificationBody } from './paypal-mapping';

describe('PayPal payout items as payout outcomes', () => {
  it('completes SUCCESS', () => {
    expect(outcomeOfItem({ payout_item_id: 'ITEM1', transaction_status: 'SUCCESS' }, 'BATCH')).toEqual({ status: 'Completed', reference: 'ITEM1' });
  });

  it.each(['UNCLAIMED', 'PENDING', 'ONHOLD', 'NEW'])('keeps %s processing', (status) => {
    expect(outcomeOfItem({ payout_item_id: 'ITEM1', transaction_status: status }, 'BATCH')).toEqual({ status: 'Processing', reference: 'ITEM1' });
  });

  it.each(['FAILED', 'BLOCKED', 'CANCELED', 'DENIED'])('fails %s with PayPal’s error', (status) => {
    const outcome = outcomeOfItem({ payout_item_id: 'ITEM1', transaction_status: status, errors: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' } }, 'BATCH');
    expect(outcome).toEqual({ status: 'Failed', reference: 'ITEM1', reason: `PayPal: ${status.toLowerCase()} (Receiver is unregistered)` });
  });

  it.each(['RETURNED', 'REFUNDED', 'REVERSED'])('takes %s as money sent back (Returned), with PayPal’s reason', (status) => {
    const outcome = outcomeOfItem({ payout_item_id: 'ITEM1', transaction_status: status, errors: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' } }, 'BATCH');
    expect(outcome).toEqual({ status: 'Returned', reference: 'ITEM1', reason: `PayPal: ${status.toLowerCase()} (Receiver is unregistered)` });
    expect(outcomeOfItem({ payout_item_id: 'ITEM1', transaction_status: status }, 'BATCH')).toEqual({ status: 'Returned', reference: 'ITEM1', reason: `PayPal: ${status.toLowerCase()}` });
  });

  it('names the batch while the item is not known', () => {
    expect(outcomeOfItem({ transaction_status: 'PENDING' }, 'BATCH')).toEqual({ status: 'Processing', reference: 'BATCH' });
  });

  it('finds the original batch of a duplicate sender_batch_id, and nothing in another refusal', () => {
    const duplicate = {
      name: 'USER_BUSINESS_ERROR',
      message: 'User business error.',
      details: [{ field: 'SENDER_BATCH_ID', location: 'body', issue: 'Batch with given sender_batch_id already exists' }],
      links: [{ href: 'https://api-m.paypal.com/v1/payments/payouts/5UXD2E8A7EBQJ', rel: 'self', method: 'GET' }],
    };
    expect(duplicateBatchId(duplicate)).toBe('5UXD2E8A7EBQJ');
    expect(duplicateBatchId({ name: 'VALIDATION_ERROR', details: [{ field: 'items[0].receiver', issue: 'Receiver is invalid' }] })).toBeUndefined();
    expect(payPalMessage({ name: 'VALIDATION_ERROR', message: 'Invalid request', details: [{ issue: 'Receiver is invalid' }] })).toBe('VALIDATION_ERROR: Invalid request: Receiver is invalid');
  });

  it('reads the item of a PAYMENT.PAYOUTS-ITEM event, its status from the event name when absent', () => {
    expect(itemOfEvent({ event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', resource: { payout_item_id: 'I', payout_item: { sender_item_id: 'payout-1' } } })?.transaction_status).toBe('SUCCESS');
    expect(itemOfEvent({ event_type: 'PAYMENT.PAYOUTS-ITEM.HELD', resource: { payout_item_id: 'I' } })?.transaction_status).toBe('ONHOLD');
    expect(itemOfEvent({ event_type: 'PAYMENT.PAYOUTS-ITEM.FAILED', resource: { transaction_status: 'FAILED' } })?.transaction_status).toBe('FAILED');
    expect(itemOfEvent({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} })).toBeUndefined();
  });

  it('splices the event as received into the verification body, and wants every transmission header', () => {
    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api-m.paypal.com/v1/notifications/certs/CERT',
      'paypal-transmission-id': 'T1',
      'paypal-transmission-sig': 'SIG',
      'paypal-transmission-time': '2026-11-28T20:00:00Z',
    };
    const raw = Buffer.from('{"id":"WH-1",  "event_type":"PAYMENT.PAYOUTS-ITEM.SUCCEEDED"}');
    const body = verificationBody(headers, 'WEBHOOK', raw)!;
    expect(JSON.parse(body)).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: headers['paypal-cert-url'],
      transmission_id: 'T1',
      transmission_sig: 'SIG',
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: 'WEBHOOK',
      webhook_event: { id: 'WH-1', event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED' },
    });
    expect(body.endsWith(`"webhook_event":${raw.toString()}}`)).toBe(true);
    expect(verificationBody({ ...headers, 'paypal-transmission-sig': undefined }, 'WEBHOOK', raw)).toBeUndefined();
  });
});
