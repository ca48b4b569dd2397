import paypal from '@paypal/payouts-sdk';
import type { PayPalConfig } from '../../../../core/config/payout-providers.config';
import type { PayoutMethodCategory } from '../../../payout-methods';
import type { CancelOutcome, ProviderOutcome, ProviderPayoutRequest } from '../payout-provider';
import { describeFailure, httpFailureOf, pingFailure, refusalOrThrow } from '../provider-http';
import { TransientProviderError, type CallbackOutcome, type PingResult, type ReceivedCallback, type RemotePayoutProvider } from '../remote-provider';
import { duplicateBatchId, itemOfEvent, outcomeOfItem, payPalMessage, verificationBody, type PayPalItem } from './paypal-mapping';

/** Where PayPal's web pages are, for the SDK's environment (not used by the calls the adapter makes). */
const WEB_URL = 'https://www.paypal.com';

interface BatchAnswer {
  batch_header?: { payout_batch_id?: string; batch_status?: string };
  items?: PayPalItem[];
}

/**
 * Digital wallets through PayPal Payouts v1 with its SDK (docs/providers.md, PayPal): a batch of one item per payout,
 * `sender_batch_id` and `sender_item_id` = our key. PayPal refuses a sender_batch_id used before and links the
 * original batch: the adapter reads that batch's item instead, so a retried submit pays once.
 */
export class PayPalProvider implements RemotePayoutProvider {
  readonly name = 'paypal' as const;
  private readonly client: InstanceType<typeof paypal.core.PayPalHttpClient>;

  constructor(
    private readonly config: PayPalConfig,
    readonly categories: readonly PayoutMethodCategory[],
  ) {
    this.client = new paypal.core.PayPalHttpClient(new paypal.core.PayPalEnvironment(config.clientId, config.clientSecret, config.baseUrl, WEB_URL));
  }

  async request(request: ProviderPayoutRequest): Promise<ProviderOutcome> {
    const receiver = request.recipient.email ?? request.recipient.phoneNumber;
    if (!receiver) return { status: 'Failed', reference: null, reason: 'PayPal needs the recipient’s email or phone number' };
    const recipientType = request.recipient.email ? 'EMAIL' : 'PHONE';
    const post = new paypal.payouts.PayoutsPostRequest().requestBody({
      sender_batch_header: { sender_batch_id: request.idempotencyKey, recipient_type: recipientType, email_subject: 'You have a payout' },
      items: [
        {
          recipient_type: recipientType,
          receiver,
          amount: { value: (request.amountCents / 100).toFixed(2), currency: 'USD' },
          sender_item_id: request.idempotencyKey,
          recipient_wallet: request.brand?.toLowerCase() === 'venmo' ? 'VENMO' : 'PAYPAL',
        },
      ],
    });
    let batchId: string | undefined;
    try {
      batchId = (await this.client.execute<BatchAnswer>(post)).result.batch_header?.payout_batch_id;
    } catch (error) {
      const refusal = refusalOrThrow('PayPal', error, payPalMessage);
      batchId = duplicateBatchId(refusal.body);
      if (!batchId) return { status: 'Failed', reference: null, reason: payPalMessage(refusal.body) ?? `PayPal refused the payout (${refusal.status})` };
    }
    if (!batchId) throw new TransientProviderError('PayPal answered without a payout batch id');
    return this.batchOutcome(batchId);
  }

  /** The batch's one item; a batch PayPal has not split into items yet is `Processing` under the batch's id. */
  private async batchOutcome(batchId: string): Promise<ProviderOutcome> {
    try {
      const batch = (await this.client.execute<BatchAnswer>(new paypal.payouts.PayoutsGetRequest(batchId))).result;
      const item = batch.items?.[0];
      return item ? outcomeOfItem(item, batchId) : { status: 'Processing', reference: batchId };
    } catch (error) {
      refusalOrThrow('PayPal', error, payPalMessage);
      // The batch exists (PayPal named it) but cannot be read yet: not final, the callbacks will say.
      return { status: 'Processing', reference: batchId };
    }
  }

  /** `POST /v1/payments/payouts-item/{id}/cancel`: only an `UNCLAIMED` item can be cancelled. */
  async cancel(_idempotencyKey: string, reference?: string | null): Promise<CancelOutcome> {
    if (!reference) return { cancelled: false, reason: 'PayPal has not confirmed the payout yet; try again once it has answered' };
    try {
      let itemId = reference;
      const item = await this.client.execute<PayPalItem>(new paypal.payouts.PayoutsItemGetRequest(reference)).catch(async (error: unknown) => {
        if (httpFailureOf(error)?.status !== 404) throw error;
        // The reference is the batch's, its item not known then.
        const batch = (await this.client.execute<BatchAnswer>(new paypal.payouts.PayoutsGetRequest(reference))).result;
        return { result: batch.items?.[0] ?? {} };
      });
      itemId = item.result.payout_item_id ?? itemId;
      const status = item.result.transaction_status;
      if (status && status !== 'UNCLAIMED') return { cancelled: false, reason: `PayPal cancels unclaimed payouts only; this one is ${status}` };
      await this.client.execute(new paypal.payouts.PayoutsItemCancelRequest(itemId));
      return { cancelled: true };
    } catch (error) {
      return { cancelled: false, reason: describeFailure('PayPal', error, payPalMessage) };
    }
  }

  /** An OAuth token (`POST /v1/oauth2/token`): the cheapest authenticated call. */
  async ping(): Promise<PingResult> {
    try {
      await this.client.fetchAccessToken();
      return { status: 'Ok', refused: false, message: 'PayPal accepted the client id and secret.' };
    } catch (error) {
      return pingFailure('PayPal', error, payPalMessage);
    }
  }

  /** `POST /v1/notifications/verify-webhook-signature` with the transmission headers and PAYPAL_WEBHOOK_ID. */
  async verifyCallback(callback: ReceivedCallback): Promise<boolean> {
    const body = verificationBody(callback.headers, this.config.webhookId, callback.rawBody);
    if (!body) return false;
    const token = await this.client.fetchAccessToken().catch((error: unknown) => {
      throw new TransientProviderError(describeFailure('PayPal', error, payPalMessage));
    });
    const response = await fetch(`${this.config.baseUrl}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token.authorizationString() },
      body,
      signal: AbortSignal.timeout(20_000),
    }).catch((error: unknown) => {
      throw new TransientProviderError(`PayPal could not be reached: ${(error as Error).message}`);
    });
    if (response.status >= 500 || response.status === 429) throw new TransientProviderError(`PayPal answered ${response.status} to verify-webhook-signature`);
    if (!response.ok) return false;
    const answer = (await response.json()) as { verification_status?: string };
    return answer.verification_status === 'SUCCESS';
  }

  /** A verified PAYMENT.PAYOUTS-ITEM event carries the item: its status is taken as is. */
  async callbackOutcomes(callback: ReceivedCallback): Promise<CallbackOutcome[]> {
    const item = itemOfEvent(callback.body);
    const key = item?.payout_item?.sender_item_id;
    if (!item || !key) return [];
    const outcome = outcomeOfItem(item, item.payout_batch_id ?? key);
    return outcome.status === 'Processing' ? [] : [{ idempotencyKey: key, outcome }];
  }
}
