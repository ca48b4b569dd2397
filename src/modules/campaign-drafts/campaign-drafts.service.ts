import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { FileStorage } from '../../core/storage/file-storage';
import { CampaignIcons, CampaignSettingsValidator, CampaignsService, settingsInputOf, type CampaignSettings, type CampaignSettingsInput, type CampaignView } from '../campaigns';
import { CampaignDraft } from './campaign-draft.entity';
import { applyDraftOperations, type DraftOperation } from './draft-patch';
import { CampaignDraftView } from './dto/campaign-draft.view';
import type { CreateDraftDto } from './dto/create-draft.dto';

@Injectable()
export class CampaignDraftsService {
  constructor(
    private readonly em: EntityManager,
    private readonly validator: CampaignSettingsValidator,
    private readonly campaigns: CampaignsService,
    private readonly icons: CampaignIcons,
    private readonly storage: FileStorage,
  ) {}

  /** Saves whatever is given; what is given must be valid, but nothing is required until promote. */
  async create(organizationId: string, dto: CreateDraftDto, icon: Express.Multer.File | undefined): Promise<CampaignDraftView> {
    const settings = await this.validator.validate(organizationId, settingsInputOf(dto), 'draft');
    const iconKey = icon ? await this.icons.store(icon) : null;
    try {
      const draft = this.em.create(CampaignDraft, { ...this.columnsOf(settings), organizationId, iconKey });
      await this.em.flush();
      return this.view(draft);
    } catch (error) {
      if (iconKey) await this.storage.remove(iconKey);
      throw error;
    }
  }

  async list(query: PageQuery, fundingSourceId?: string): Promise<Page<CampaignDraftView>> {
    const [drafts, total] = await this.em.findAndCount(CampaignDraft, fundingSourceId ? { fundingSourceId } : {}, {
      orderBy: { createdOn: 'desc', id: 'desc' },
      ...pageOffset(query),
    });
    return toPage(drafts.map((d) => this.view(d)), total, query);
  }

  async get(id: string): Promise<CampaignDraftView> {
    return this.view(await this.require(id));
  }

  /** Applies the operations in order, all or nothing, then checks the result as a draft. */
  async patch(organizationId: string, id: string, operations: readonly DraftOperation[]): Promise<CampaignDraftView> {
    const draft = await this.require(id);
    const { settings: patched, errors } = applyDraftOperations(this.settingsOf(draft), operations);
    if (Object.keys(errors).length > 0) throw DomainError.validation(errors, 'The patch has invalid operations.');
    const settings = await this.validator.validate(organizationId, patched, 'draft');
    this.em.assign(draft, this.columnsOf(settings));
    await this.em.flush();
    return this.view(draft);
  }

  async remove(id: string): Promise<void> {
    const draft = await this.require(id);
    await this.em.remove(draft).flush();
    if (draft.iconKey) await this.storage.remove(draft.iconKey);
  }

  async setIcon(id: string, file: Express.Multer.File | undefined): Promise<CampaignDraftView> {
    if (!file) throw DomainError.invalidField('iconFile', 'iconFile is required: a PNG or JPEG image.');
    const draft = await this.require(id);
    const previous = draft.iconKey;
    draft.iconKey = await this.icons.store(file);
    await this.em.flush();
    if (previous) await this.storage.remove(previous);
    return this.view(draft);
  }

  /**
   * Checks the draft is a complete, valid campaign (400 naming every missing or invalid field), then creates the
   * campaign, with each payout method's isDisabled and disableReason, and removes the draft, in one transaction.
   */
  async promote(organizationId: string, id: string): Promise<CampaignView> {
    const draft = await this.require(id);
    const settings = await this.validator.validate(organizationId, this.settingsOf(draft), 'campaign');
    const campaign = await this.em.transactional(async (em) => {
      const created = await this.campaigns.insert(em, organizationId, settings, draft.iconKey ?? null);
      em.remove(em.getReference(CampaignDraft, draft.id));
      return created;
    });
    return this.campaigns.view(campaign);
  }

  private async require(id: string): Promise<CampaignDraft> {
    const draft = await this.em.findOne(CampaignDraft, { id });
    if (!draft) throw DomainError.notFound('Campaign draft', id);
    return draft;
  }

  private view(draft: CampaignDraft): CampaignDraftView {
    return CampaignDraftView.of(draft, this.icons.urlOf(draft.iconKey));
  }

  private settingsOf(draft: CampaignDraft): CampaignSettingsInput {
    return {
      name: draft.name,
      fundingSourceId: draft.fundingSourceId,
      welcomeHeadline: draft.welcomeHeadline,
      campaignDescription: draft.campaignDescription,
      campaignManager: draft.campaignManager,
      welcomeText: draft.welcomeText,
      expiryDate: draft.expiryDate,
      displayEndDate: draft.displayEndDate,
      emailTemplates: draft.emailTemplates,
      automaticReminders: draft.automaticReminders,
      otpThresholdAmountCents: draft.otpThresholdAmountCents,
      payoutMethods: draft.payoutMethods.map(({ payoutMethodId, isDisabled, disableReason }) => ({ payoutMethodId, isDisabled, disableReason })),
    };
  }

  private columnsOf(settings: CampaignSettings): Partial<CampaignDraft> {
    const { payoutMethods, ...rest } = settings;
    return { ...rest, ...(payoutMethods !== undefined ? { payoutMethods } : {}) } as Partial<CampaignDraft>;
  }
}
