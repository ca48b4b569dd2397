import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type FieldErrors } from '../../core/errors/domain-error';
import { FUNDS_HOLDER_DIRECTORY, type FundsHolderDirectory } from '../bank-accounts';
import { PayoutMethodsService } from '../payout-methods';
import { TemplatesService } from '../templates';
import { inconsistencies, missingForCampaign, overLength, type CampaignSettings, type PayoutMethodEntry } from './campaign-rules';
import { todayUtc } from './campaign-settings';

/** A payout method as a client names it: an id, optionally switched off with a reason. */
export interface PayoutMethodChoice {
  payoutMethodId: string;
  isDisabled?: boolean;
  disableReason?: string | null;
}

export type CampaignSettingsInput = Omit<CampaignSettings, 'payoutMethods'> & { payoutMethods?: PayoutMethodChoice[] };

/**
 * Every rule of a campaign's settings in one place, for campaigns (create, patch) and drafts (save, promote). All
 * problems are collected and reported together in one 400, each under its field.
 */
@Injectable()
export class CampaignSettingsValidator {
  constructor(
    @Inject(FUNDS_HOLDER_DIRECTORY) private readonly fundsHolders: FundsHolderDirectory,
    private readonly payoutMethods: PayoutMethodsService,
    private readonly templates: TemplatesService,
  ) {}

  /** Returns the settings with payout methods resolved from the catalog, or throws naming every problem. */
  async validate(
    organizationId: string,
    input: CampaignSettingsInput,
    mode: 'draft' | 'campaign',
    options: { allowPastExpiry?: boolean } = {},
  ): Promise<CampaignSettings> {
    const errors: FieldErrors = {};
    const merge = (more: FieldErrors) => {
      for (const [field, messages] of Object.entries(more)) (errors[field] ??= []).push(...messages);
    };
    merge(overLength(input));
    if (input.fundingSourceId && !(await this.fundsHolders.exists(input.fundingSourceId))) {
      merge({ fundingSourceId: [`Funds holder ${input.fundingSourceId} does not exist in your organization.`] });
    }
    const payoutMethods = input.payoutMethods ? await this.resolvePayoutMethods(organizationId, input.payoutMethods, merge) : undefined;
    if (input.emailTemplates) merge(await this.templates.checkAssignments(input.emailTemplates as Record<string, string>));
    const settings: CampaignSettings = { ...input, payoutMethods };
    if (mode === 'campaign') merge(missingForCampaign(settings));
    merge(inconsistencies(settings, options.allowPastExpiry ? undefined : todayUtc()));
    if (Object.keys(errors).length > 0) throw DomainError.validation(errors, 'The campaign settings are incomplete or invalid.');
    return settings;
  }

  private async resolvePayoutMethods(
    organizationId: string,
    choices: PayoutMethodChoice[],
    merge: (errors: FieldErrors) => void,
  ): Promise<PayoutMethodEntry[] | undefined> {
    try {
      const summaries = await this.payoutMethods.resolveForCampaign(organizationId, choices.map((c) => c.payoutMethodId));
      return choices.map((choice, index) => ({
        payoutMethodId: summaries[index].id,
        name: summaries[index].name,
        category: summaries[index].category,
        minAmountCents: summaries[index].minAmountCents,
        maxAmountCents: summaries[index].maxAmountCents,
        isDisabled: choice.isDisabled ?? false,
        disableReason: choice.disableReason ?? null,
      }));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'VALIDATION_FAILED') {
        merge(error.extensions.errors as FieldErrors);
        return [];
      }
      throw error;
    }
  }
}
