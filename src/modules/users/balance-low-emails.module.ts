import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns';
import { OrganizationModule } from '../organization';
import { BalanceLowEmails } from './balance-low-emails';

/**
 * The low-balance alert emails to Administrators (docs/balance-alerts.md), a module of their own so the worker runs
 * the subscriber without the rest of users and roles.
 */
@Module({
  imports: [CampaignsModule, OrganizationModule],
  providers: [BalanceLowEmails],
})
export class BalanceLowEmailsModule {}
