import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';

export enum FundingTransferDirection {
  Incoming = 'Incoming',
}

export enum FundingTransferType {
  AchCredit = 'AchCredit',
}

export enum FundingTransferStatus {
  Settled = 'Settled',
}

/** The largest amount of one ACH entry: its amount field holds ten digits of cents. */
export const MAX_ACH_AMOUNT_CENTS = 99_999_999_99;

/** The tag whose value attributes a funding transfer to a campaign (docs/money-model.md). */
export const CAMPAIGN_TAG = 'campaignId';

/** What re-tagging a transfer does to the ledger: money leaves `from` and reaches `to` (either may be absent). */
export interface Reattribution {
  readonly from: string | null;
  readonly to: string | null;
}

/**
 * Money that arrived on a funds holder's bank account (in the sandbox: a simulated incoming ACH credit). Its
 * `campaignId` tag attributes the whole amount to a campaign; the ledger holds the money, this row says why.
 */
@Entity({ tableName: 'funding_transfer' })
export class FundingTransfer extends TenantScopedEntity {
  @Property({ type: 'uuid' })
  bankAccountId!: string;

  @Enum({ items: () => FundingTransferDirection, type: 'text' })
  direction: FundingTransferDirection & Opt = FundingTransferDirection.Incoming;

  @Enum({ items: () => FundingTransferType, type: 'text' })
  type: FundingTransferType & Opt = FundingTransferType.AchCredit;

  @Enum({ items: () => FundingTransferStatus, type: 'text' })
  status: FundingTransferStatus & Opt = FundingTransferStatus.Settled;

  @Property({ type: 'bigint', runtimeType: 'number' })
  amountCents!: number;

  /** The sender's key: unique per organization; a repeat returns this transfer. */
  @Property({ type: 'text', nullable: true })
  idempotencyKey?: string | null;

  /** The campaign the amount is attributed to: the `campaignId` tag, kept as a column to query by. */
  @Property({ type: 'uuid', nullable: true })
  campaignId?: string | null;

  @Property({ type: 'json' })
  tags: Record<string, string> & Opt = {};

  @Property({ type: 'timestamptz' })
  receivedOn!: Date;

  /**
   * The ledger movement that tagging the transfer with `campaignId` (null: no campaign) requires, or null when
   * the tag already has that value.
   */
  reattributionTo(campaignId: string | null): Reattribution | null {
    const current = this.campaignId ?? null;
    return current === campaignId ? null : { from: current, to: campaignId };
  }

  /** Records the attribution; the caller has posted the matching ledger movement in the same transaction. */
  attributeTo(campaignId: string | null): void {
    this.campaignId = campaignId;
    const { [CAMPAIGN_TAG]: _previous, ...others } = this.tags;
    this.tags = campaignId ? { ...others, [CAMPAIGN_TAG]: campaignId } : others;
  }
}
