import { splitKeyList, type EnvironmentVariables } from './env.schema';

/** Tremendous's settings (docs/providers.md, Tremendous). */
export interface TremendousConfig {
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly fundingSourceId: string;
  readonly campaignId?: string;
  readonly webhookSecret: string;
  /** Brand → Tremendous product id, TREMENDOUS_PRODUCTS over the built-in catalogue. */
  readonly products: Readonly<Record<string, string>>;
}

/** PayPal Payouts' settings (docs/providers.md, PayPal). */
export interface PayPalConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly baseUrl: string;
  readonly webhookId: string;
}

/** Lob's settings, for printed and mailed checks (docs/providers.md, Lob). */
export interface LobConfig {
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly bankAccountId: string;
  readonly fromAddressId: string;
  readonly webhookSecret: string;
}

/**
 * Who pays each category (docs/providers.md). A provider's settings are present only when a category chooses it:
 * that is what "configured" means for its `:test` and its callbacks.
 */
export interface PayoutProvidersConfig {
  readonly giftCards: 'sandbox' | 'tremendous';
  readonly prepaidCards: 'sandbox' | 'tremendous';
  readonly wallets: 'sandbox' | 'paypal';
  readonly checks: 'in-house' | 'lob';
  readonly tremendous?: TremendousConfig;
  readonly paypal?: PayPalConfig;
  readonly lob?: LobConfig;
}

const stripSlash = (url: string): string => url.replace(/\/+$/, '');

/** `brand=productId, …` as a map (validated by the schema). */
export function parseProductList(list: string | undefined): Record<string, string> {
  return Object.fromEntries(
    splitKeyList(list).map((pair) => {
      const [brand, product] = pair.split('=').map((part) => part.trim());
      return [brand, product];
    }),
  );
}

export function payoutProvidersConfig(v: EnvironmentVariables): PayoutProvidersConfig {
  const chosen = new Set<string>([v.PAYOUT_PROVIDER_GIFT_CARDS, v.PAYOUT_PROVIDER_PREPAID_CARDS, v.PAYOUT_PROVIDER_WALLETS, v.PAYOUT_PROVIDER_CHECKS]);
  return Object.freeze({
    giftCards: v.PAYOUT_PROVIDER_GIFT_CARDS,
    prepaidCards: v.PAYOUT_PROVIDER_PREPAID_CARDS,
    wallets: v.PAYOUT_PROVIDER_WALLETS,
    checks: v.PAYOUT_PROVIDER_CHECKS,
    tremendous: chosen.has('tremendous')
      ? Object.freeze({
          apiKey: v.TREMENDOUS_API_KEY!,
          baseUrl: stripSlash(v.TREMENDOUS_BASE_URL),
          fundingSourceId: v.TREMENDOUS_FUNDING_SOURCE_ID!,
          campaignId: v.TREMENDOUS_CAMPAIGN_ID,
          webhookSecret: v.TREMENDOUS_WEBHOOK_SECRET!,
          products: Object.freeze(parseProductList(v.TREMENDOUS_PRODUCTS)),
        })
      : undefined,
    paypal: chosen.has('paypal')
      ? Object.freeze({ clientId: v.PAYPAL_CLIENT_ID!, clientSecret: v.PAYPAL_CLIENT_SECRET!, baseUrl: stripSlash(v.PAYPAL_BASE_URL), webhookId: v.PAYPAL_WEBHOOK_ID! })
      : undefined,
    lob: chosen.has('lob')
      ? Object.freeze({ apiKey: v.LOB_API_KEY!, baseUrl: stripSlash(v.LOB_BASE_URL), bankAccountId: v.LOB_BANK_ACCOUNT_ID!, fromAddressId: v.LOB_FROM_ADDRESS_ID!, webhookSecret: v.LOB_WEBHOOK_SECRET! })
      : undefined,
  });
}
