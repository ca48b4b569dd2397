import { Logger, Module } from '@nestjs/common';
import { AuthModule } from './core/auth/auth.module';
import type { AppConfig } from './core/config/app-config';
import { CoreModule } from './core/core.module';
import { OperationsModule } from './core/observability/operations.module';
import { RateLimitModule } from './core/rate-limit/rate-limit.module';
import { BankAccountsModule } from './modules/bank-accounts';
import { CampaignDraftsModule } from './modules/campaign-drafts';
import { CampaignsModule } from './modules/campaigns';
import { FundingModule } from './modules/funding';
import { FundsHoldersModule } from './modules/funds-holders';
import { OrganizationModule } from './modules/organization';
import { PayoutInstructionsModule } from './modules/payout-instructions';
import { UploadsModule } from './modules/uploads';
import { PayoutMethodsModule } from './modules/payout-methods';
import { NotificationsModule } from './modules/notifications';
import { TemplatesModule } from './modules/templates';
import { BankFilesMetricsModule, BankFilesModule } from './modules/bank-files';
import { PayoutsModule } from './modules/payouts';
import { ClaimsModule } from './modules/claims';
import { ClaimPageModule } from './modules/claim-page';
import { WithdrawalAccountsModule } from './modules/withdrawal-accounts';
import { MoneyMovementModule } from './modules/money-movement';
import { ReportsModule } from './modules/reports';
import { UsersModule } from './modules/users';
import { AdministrationModule } from './modules/administration';
import { WebhookMetricsModule, WebhooksModule } from './modules/webhooks';
import { ConsoleModule } from './modules/console';
import { AttentionModule } from './modules/attention';
import { ApprovalsModule } from './modules/approvals';
import { AuditLogModule } from './modules/audit-log';
import { ApprovalEmailsModule } from './modules/approval-emails';
import { BankInboxMetricsModule, BankInboxModule } from './modules/bank-inbox';

/** The HTTP API: the kernel, authentication and every context's controllers. It never contains a processor. */
@Module({
  imports: [CoreModule, OperationsModule, AuthModule, RateLimitModule, OrganizationModule, FundsHoldersModule, BankAccountsModule, CampaignsModule, CampaignDraftsModule, PayoutMethodsModule, PayoutInstructionsModule, FundingModule, UploadsModule, TemplatesModule, NotificationsModule, PayoutsModule, BankFilesModule, ClaimsModule, ClaimPageModule, WithdrawalAccountsModule, MoneyMovementModule, ReportsModule, UsersModule, WebhooksModule, WebhookMetricsModule, AdministrationModule, ConsoleModule, AttentionModule, ApprovalsModule, ApprovalEmailsModule, AuditLogModule, BankInboxModule, BankInboxMetricsModule, BankFilesMetricsModule],
})
export class ApiModule {
  announce(config: AppConfig): void {
    new Logger('Api').log(`Listening on port ${config.port} (${config.env}); documentation at ${config.publicBaseUrl}/docs`);
  }
}
