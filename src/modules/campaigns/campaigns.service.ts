import { Inject, Injectable, Optional } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { campaignFundingOf, LedgerService } from '../../core/ledger';
import { amountToCents } from '../../core/money/money';
import { hashPassword } from '../../core/security/password-hash';
import { BankAccountsService, BankAccountStatus, type BankAccountView } from '../bank-accounts';
import { BalanceAlerts } from './balance-alerts';
import { CampaignIcons } from './campaign-icon';
import type { CampaignSettings } from './campaign-rules';
import { AutomaticReminders, todayUtc, yesterdayUtc, type CampaignStatus } from './campaign-settings';
import { CampaignSettingsValidator, type CampaignSettingsInput } from './campaign-settings.validator';
import { Campaign } from './campaign.entity';
import type { CampaignFieldsDto, CreateCampaignDto, UpdateCampaignDto } from './dto/campaign-input.dto';
import { CampaignView, type CampaignFigures } from './dto/campaign.view';
import { INSTRUCTION_STATISTICS, type InstructionStatistics } from './instruction-statistics';

/** What funding needs to know of a campaign. */
export interface CampaignFundingTarget {
  id: string;
  fundingSourceId: string;
  status: CampaignStatus;
}

export interface CampaignListFilter {
  payoutInstructionId?: string;
  bankAccountId?: string;
  includeDetails?: boolean;
}

/** A settings object (validated) as the columns of a campaign. */
function columnsOf(settings: CampaignSettings): Partial<Campaign> {
  const columns: Partial<Campaign> = {};
  const keys = ['name', 'welcomeHeadline', 'campaignDescription', 'campaignManager', 'welcomeText', 'expiryDate', 'displayEndDate', 'emailTemplates', 'automaticReminders', 'otpThresholdAmountCents'] as const;
  for (const key of keys) if (settings[key] !== undefined) Object.assign(columns, { [key]: settings[key] });
  if (settings.payoutMethods !== undefined) columns.payoutMethods = settings.payoutMethods;
  return columns;
}

/** The API's fields as settings: both ways of naming payout methods, and dollars as cents. */
export function settingsInputOf(dto: CampaignFieldsDto & { name?: string; fundingSourceId?: string; expiryDate?: string }): CampaignSettingsInput {
  if (dto.payoutMethodIds && dto.payoutMethods) {
    throw DomainError.validation({ payoutMethods: ['Give payoutMethodIds or payoutMethods, not both.'] });
  }
  // lowBalanceAlert is no setting (drafts have none): the service sets it beside them (lowBalanceAlertOf).
  const { payoutMethodIds, payoutMethods, otpThresholdAmount, lowBalanceAlert: _alert, ...rest } = dto;
  // A DTO instance carries every declared member, absent ones as undefined: only those given may merge.
  const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return {
    ...given,
    payoutMethods: payoutMethods ?? payoutMethodIds?.map((payoutMethodId) => ({ payoutMethodId })),
    ...(otpThresholdAmount !== undefined ? { otpThresholdAmountCents: otpThresholdAmount === null ? null : amountToCents(otpThresholdAmount) } : {}),
  };
}

/** The threshold a request gives, in cents: undefined when absent, null when cleared. */
const lowBalanceAlertOf = (dto: CampaignFieldsDto): number | null | undefined =>
  dto.lowBalanceAlert === undefined ? undefined : dto.lowBalanceAlert === null ? null : amountToCents(dto.lowBalanceAlert);

@Injectable()
export class CampaignsService {
  constructor(
    private readonly em: EntityManager,
    private readonly validator: CampaignSettingsValidator,
    private readonly icons: CampaignIcons,
    private readonly ledger: LedgerService,
    private readonly bankAccounts: BankAccountsService,
    private readonly alerts: BalanceAlerts,
    @Optional() @Inject(INSTRUCTION_STATISTICS) private readonly instructions?: InstructionStatistics,
  ) {}

  async create(organizationId: string, dto: CreateCampaignDto): Promise<CampaignView> {
    const settings = await this.validator.validate(organizationId, settingsInputOf(dto), 'campaign');
    const threshold = lowBalanceAlertOf(dto) ?? null;
    const campaign = await this.em.transactional(async (em) => {
      const created = await this.insert(em, organizationId, settings, null, threshold);
      if (threshold !== null) await this.alerts.thresholdSet(em, organizationId, created.id, threshold, await this.alerts.lockBalance(em, organizationId, created.id), 'create');
      return created;
    });
    return this.view(campaign);
  }

  /** A campaign from settings already validated (a promoted draft), inside the caller's transaction. */
  async insert(em: EntityManager, organizationId: string, settings: CampaignSettings, iconKey: string | null, lowBalanceAlertCents: number | null = null): Promise<Campaign> {
    const campaign = em.create(Campaign, {
      ...(columnsOf(settings) as Campaign),
      lowBalanceAlertCents,
      organizationId,
      fundingSourceId: settings.fundingSourceId!,
      automaticReminders: (settings.automaticReminders as AutomaticReminders | null) ?? AutomaticReminders.None,
      emailTemplates: settings.emailTemplates ?? {},
      iconKey,
    });
    await em.flush();
    return campaign;
  }

  async update(organizationId: string, id: string, dto: UpdateCampaignDto): Promise<CampaignView> {
    const campaign = await this.require(id);
    const input = settingsInputOf(dto);
    const merged: CampaignSettingsInput = {
      ...this.settingsOf(campaign),
      ...input,
      payoutMethods: input.payoutMethods ?? campaign.payoutMethods,
    };
    // An already expired date may stay as it is; only a new one must not be in the past.
    const settings = await this.validator.validate(organizationId, merged, 'campaign', { allowPastExpiry: dto.expiryDate === undefined });
    const threshold = lowBalanceAlertOf(dto);
    if (threshold === undefined || threshold === (campaign.lowBalanceAlertCents ?? null)) {
      this.em.assign(campaign, columnsOf(settings));
      await this.em.flush();
      return this.view(campaign);
    }
    // A new threshold is judged against the balance at once (docs/balance-alerts.md); the balance row is locked
    // before the campaign row is written, the order every post keeps too.
    await this.em.transactional(async (em) => {
      const balanceCents = await this.alerts.lockBalance(em, organizationId, campaign.id);
      em.assign(campaign, { ...columnsOf(settings), lowBalanceAlertCents: threshold });
      await em.flush();
      await this.alerts.thresholdSet(em, organizationId, campaign.id, threshold, balanceCents, 'change');
    });
    return this.view(campaign);
  }

  async setIcon(id: string, file: Express.Multer.File | undefined): Promise<CampaignView> {
    if (!file) throw DomainError.invalidField('iconFile', 'iconFile is required: a PNG or JPEG image.');
    const campaign = await this.require(id);
    campaign.iconKey = await this.icons.store(file);
    await this.em.flush();
    return this.view(campaign);
  }

  /**
   * Sandbox: the campaign expired yesterday (UTC), so that its expiry can be tried at once
   * (docs/campaign-expiry.md). A display end date after it moves back with it: the display never outlasts the expiry.
   * 404 when it is not the caller's.
   */
  async expireAsOfYesterday(id: string): Promise<Campaign> {
    const campaign = await this.require(id);
    const yesterday = yesterdayUtc();
    campaign.expiryDate = yesterday;
    if (campaign.displayEndDate && campaign.displayEndDate > yesterday) campaign.displayEndDate = yesterday;
    await this.em.flush();
    return campaign;
  }

  /** Sets or changes the password; there is no way to remove it. */
  async setPassword(id: string, password: string): Promise<void> {
    const campaign = await this.require(id);
    campaign.passwordHash = await hashPassword(password);
    await this.em.flush();
  }

  async list(query: PageQuery, filter: CampaignListFilter): Promise<Page<CampaignView>> {
    const where: FilterQuery<Campaign> = {};
    if (filter.bankAccountId) {
      const account = await this.bankAccounts.get(filter.bankAccountId).catch(() => undefined);
      where.fundingSourceId = account?.fundsHolderId ?? '00000000-0000-0000-0000-000000000000';
    }
    if (filter.payoutInstructionId) {
      where.id = (await this.instructions?.campaignOfInstruction(filter.payoutInstructionId)) ?? '00000000-0000-0000-0000-000000000000';
    }
    const [campaigns, total] = await this.em.findAndCount(Campaign, where, { orderBy: { createdOn: 'desc', id: 'desc' }, ...pageOffset(query) });
    const figures = filter.includeDetails ? await this.figuresOf(campaigns) : undefined;
    return toPage(campaigns.map((c) => this.view(c, figures?.get(c.id))), total, query);
  }

  /**
   * A page of the organization's campaigns by expiry date (the portfolio dashboard): those still running first,
   * soonest to expire first; then the expired ones, most recently expired first. The id breaks ties.
   */
  async pageByExpiry(query: PageQuery): Promise<{ campaigns: Campaign[]; total: number }> {
    const today = todayUtc();
    const running = { expiryDate: { $gte: today } };
    const expired = { expiryDate: { $lt: today } };
    const { limit, offset } = pageOffset(query);
    const [runningTotal, expiredTotal] = await Promise.all([this.em.count(Campaign, running), this.em.count(Campaign, expired)]);
    const first = offset < runningTotal ? await this.em.find(Campaign, running, { orderBy: { expiryDate: 'asc', id: 'asc' }, limit, offset }) : [];
    const rest = limit - first.length;
    const then = rest > 0 && expiredTotal > 0 ? await this.em.find(Campaign, expired, { orderBy: { expiryDate: 'desc', id: 'asc' }, limit: rest, offset: Math.max(0, offset - runningTotal) }) : [];
    return { campaigns: [...first, ...then], total: runningTotal + expiredTotal };
  }

  /**
   * Needs attention (docs/attention.md): the organization's campaigns still running (expiring today or later), or only
   * those expiring by `through` (a calendar date), soonest first.
   */
  running(organizationId: string, through?: string): Promise<Pick<Campaign, 'id' | 'name' | 'expiryDate'>[]> {
    const expiryDate = through === undefined ? { $gte: todayUtc() } : { $gte: todayUtc(), $lte: through };
    return this.em.find(Campaign, { organizationId, expiryDate }, { fields: ['id', 'name', 'expiryDate'], orderBy: { expiryDate: 'asc', id: 'asc' } });
  }

  async get(id: string, includeDetails = false): Promise<CampaignView> {
    const campaign = await this.require(id);
    return this.view(campaign, includeDetails ? (await this.figuresOf([campaign])).get(id) : undefined);
  }

  /**
   * The bank account that funds the campaign: the one holding its money once it received some (docs/money-movement.md),
   * before that its funds holder's open account; numbers masked, balances from the ledger.
   */
  async accountDetails(id: string): Promise<BankAccountView> {
    const campaign = await this.require(id);
    const accounts = await this.bankAccounts.forFundsHolders([campaign.fundingSourceId]);
    const heldAt = await this.ledger.holdingOf(this.em, id);
    const account = accounts.find((a) => a.id === heldAt) ?? accounts.find((a) => a.status === BankAccountStatus.Active) ?? accounts[0];
    if (!account) throw DomainError.notFound('Bank account of campaign', id);
    const [view] = await this.bankAccounts.views([account]);
    return view;
  }

  async require(id: string): Promise<Campaign> {
    const campaign = await this.em.findOne(Campaign, { id });
    if (!campaign) throw DomainError.notFound('Campaign', id);
    return campaign;
  }

  /** Campaign names by id, whatever the organization (a worker printing checks of several); unknown ids are absent. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const campaigns = await this.em.find(Campaign, { id: { $in: [...new Set(ids)] } }, { fields: ['id', 'name'], filters: { tenant: false } });
    return new Map(campaigns.map((campaign) => [campaign.id, campaign.name]));
  }

  /** Campaigns as the API shows them, by id, whatever the organization (a subscriber's batch); unknown ids are absent. */
  async viewsOf(em: EntityManager, ids: readonly string[]): Promise<Map<string, CampaignView>> {
    const campaigns = await em.find(Campaign, { id: { $in: [...new Set(ids)] } }, { filters: { tenant: false } });
    return new Map(campaigns.map((campaign) => [campaign.id, this.view(campaign)]));
  }

  /** Campaigns as funding destinations by funding reference (docs/bank-files-in.md), of any organization. */
  async byFundingReferences(em: EntityManager, references: readonly string[]): Promise<Map<string, CampaignFundingTarget & { organizationId: string }>> {
    if (references.length === 0) return new Map();
    const campaigns = await em.find(Campaign, { fundingReference: { $in: [...new Set(references)] } }, { filters: { tenant: false } });
    const today = todayUtc();
    return new Map(campaigns.map((c) => [c.fundingReference, { id: c.id, organizationId: c.organizationId, fundingSourceId: c.fundingSourceId, status: c.statusOn(today) }]));
  }

  /** The campaign as a funding destination; 404 when it is not the caller's. */
  async getFundingTarget(id: string): Promise<CampaignFundingTarget> {
    const campaign = await this.require(id);
    return { id: campaign.id, fundingSourceId: campaign.fundingSourceId, status: campaign.statusOn(todayUtc()) };
  }

  view(campaign: Campaign, figures?: CampaignFigures): CampaignView {
    return CampaignView.of(campaign, this.icons.urlOf(campaign.iconKey), figures);
  }

  private settingsOf(campaign: Campaign): CampaignSettingsInput {
    const { name, fundingSourceId, welcomeHeadline, campaignDescription, campaignManager, welcomeText, expiryDate, displayEndDate, emailTemplates, automaticReminders, otpThresholdAmountCents } = campaign;
    return { name, fundingSourceId, welcomeHeadline, campaignDescription, campaignManager, welcomeText, expiryDate, displayEndDate, emailTemplates, automaticReminders, otpThresholdAmountCents };
  }

  /** Ledger balances and instruction counts of a page of campaigns, in two set-based reads. */
  private async figuresOf(campaigns: readonly Campaign[]): Promise<Map<string, CampaignFigures>> {
    if (campaigns.length === 0) return new Map();
    const ids = campaigns.map((c) => c.id);
    const [balances, counts] = await Promise.all([
      this.ledger.balancesOf(this.em, campaigns[0].organizationId, ids),
      this.instructions?.countsByStatus(ids) ?? Promise.resolve(new Map<string, Record<string, number>>()),
    ]);
    return new Map(ids.map((id) => [id, { ...campaignFundingOf(balances.get(id) ?? {}), instructionsByStatus: counts.get(id) ?? {} }]));
  }
}
