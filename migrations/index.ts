import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migration20261121000100Platform } from './Migration20261121000100Platform';
import { Migration20261121000200Ledger } from './Migration20261121000200Ledger';
import { Migration20261121000300FundsHoldersAndBankAccounts } from './Migration20261121000300FundsHoldersAndBankAccounts';
import { Migration20261121000400IdempotencyKeys } from './Migration20261121000400IdempotencyKeys';
import { Migration20261121000500PayoutMethods } from './Migration20261121000500PayoutMethods';
import { Migration20261121000600EmailTemplates } from './Migration20261121000600EmailTemplates';
import { Migration20261121000700Campaigns } from './Migration20261121000700Campaigns';
import { Migration20261121000800FundingTransfers } from './Migration20261121000800FundingTransfers';
import { Migration20261121000900PayoutInstructions } from './Migration20261121000900PayoutInstructions';
import { Migration20261121001000Uploads } from './Migration20261121001000Uploads';
import { Migration20261121001100Notifications } from './Migration20261121001100Notifications';
import { Migration20261125000100Payouts } from './Migration20261125000100Payouts';
import { Migration20261126000100BankRails } from './Migration20261126000100BankRails';
import { Migration20261127000100LedgerStatement } from './Migration20261127000100LedgerStatement';
import { Migration20261127000200WithdrawalAccounts } from './Migration20261127000200WithdrawalAccounts';
import { Migration20261127000300CampaignExpiry } from './Migration20261127000300CampaignExpiry';
import { Migration20261128000100ReportTallies } from './Migration20261128000100ReportTallies';
import { Migration20261128000200UsersAndInvitations } from './Migration20261128000200UsersAndInvitations';
import { Migration20261128000300Webhooks } from './Migration20261128000300Webhooks';
import { Migration20261128000400Operations } from './Migration20261128000400Operations';
import { Migration20261129000100ClaimFailures } from './Migration20261129000100ClaimFailures';
import { Migration20261130000100DomainEvents } from './Migration20261130000100DomainEvents';
import { Migration20261130000200WebhookDeliveryAttempts } from './Migration20261130000200WebhookDeliveryAttempts';
import { Migration20261130000300NotificationChannel } from './Migration20261130000300NotificationChannel';
import { Migration20261130000400WebhooksFromEvents } from './Migration20261130000400WebhooksFromEvents';
import { Migration20261130000500DeliveryChannel } from './Migration20261130000500DeliveryChannel';
import { Migration20261201000100PayoutsByRequestedOn } from './Migration20261201000100PayoutsByRequestedOn';
import { Migration20261201000200InstructionListIndex } from './Migration20261201000200InstructionListIndex';
import { Migration20261202000700RailFilesByOrganization } from './Migration20261202000700RailFilesByOrganization';
import { Migration20261202000800NeedsAttention } from './Migration20261202000800NeedsAttention';
import { Migration20261202001300WebhookDeliveriesByEndpoint } from './Migration20261202001300WebhookDeliveriesByEndpoint';

/** Applied in this order; a merged migration is never edited, only followed by a new one. */
export const migrationsList: { name: string; class: Constructor<Migration> }[] = [
  { name: 'Migration20261121000100Platform', class: Migration20261121000100Platform },
  { name: 'Migration20261121000200Ledger', class: Migration20261121000200Ledger },
  { name: 'Migration20261121000300FundsHoldersAndBankAccounts', class: Migration20261121000300FundsHoldersAndBankAccounts },
  { name: 'Migration20261121000400IdempotencyKeys', class: Migration20261121000400IdempotencyKeys },
  { name: 'Migration20261121000500PayoutMethods', class: Migration20261121000500PayoutMethods },
  { name: 'Migration20261121000600EmailTemplates', class: Migration20261121000600EmailTemplates },
  { name: 'Migration20261121000700Campaigns', class: Migration20261121000700Campaigns },
  { name: 'Migration20261121000800FundingTransfers', class: Migration20261121000800FundingTransfers },
  { name: 'Migration20261121000900PayoutInstructions', class: Migration20261121000900PayoutInstructions },
  { name: 'Migration20261121001000Uploads', class: Migration20261121001000Uploads },
  { name: 'Migration20261121001100Notifications', class: Migration20261121001100Notifications },
  { name: 'Migration20261125000100Payouts', class: Migration20261125000100Payouts },
  { name: 'Migration20261126000100BankRails', class: Migration20261126000100BankRails },
  { name: 'Migration20261127000100LedgerStatement', class: Migration20261127000100LedgerStatement },
  { name: 'Migration20261127000200WithdrawalAccounts', class: Migration20261127000200WithdrawalAccounts },
  { name: 'Migration20261127000300CampaignExpiry', class: Migration20261127000300CampaignExpiry },
  { name: 'Migration20261128000100ReportTallies', class: Migration20261128000100ReportTallies },
  { name: 'Migration20261128000200UsersAndInvitations', class: Migration20261128000200UsersAndInvitations },
  { name: 'Migration20261128000300Webhooks', class: Migration20261128000300Webhooks },
  { name: 'Migration20261128000400Operations', class: Migration20261128000400Operations },
  { name: 'Migration20261129000100ClaimFailures', class: Migration20261129000100ClaimFailures },
  { name: 'Migration20261130000100DomainEvents', class: Migration20261130000100DomainEvents },
  { name: 'Migration20261130000200WebhookDeliveryAttempts', class: Migration20261130000200WebhookDeliveryAttempts },
  { name: 'Migration20261130000300NotificationChannel', class: Migration20261130000300NotificationChannel },
  { name: 'Migration20261130000400WebhooksFromEvents', class: Migration20261130000400WebhooksFromEvents },
  { name: 'Migration20261130000500DeliveryChannel', class: Migration20261130000500DeliveryChannel },
  { name: 'Migration20261201000100PayoutsByRequestedOn', class: Migration20261201000100PayoutsByRequestedOn },
  { name: 'Migration20261201000200InstructionListIndex', class: Migration20261201000200InstructionListIndex },
  { name: 'Migration20261202000700RailFilesByOrganization', class: Migration20261202000700RailFilesByOrganization },
  { name: 'Migration20261202000800NeedsAttention', class: Migration20261202000800NeedsAttention },
  { name: 'Migration20261202001300WebhookDeliveriesByEndpoint', class: Migration20261202001300WebhookDeliveriesByEndpoint },
];
