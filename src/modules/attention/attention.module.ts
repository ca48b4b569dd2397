import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns';
import { NotificationsModule } from '../notifications';
import { PayoutInstructionsModule } from '../payout-instructions';
import { PayoutsModule } from '../payouts';
import { UploadsModule } from '../uploads';
import { WebhooksModule } from '../webhooks';
import { AttentionController } from './attention.controller';
import { AttentionService } from './attention.service';

/** Needs attention (docs/attention.md): reads only, through each owning context's service. */
@Module({
  imports: [CampaignsModule, PayoutInstructionsModule, PayoutsModule, UploadsModule, NotificationsModule, WebhooksModule],
  controllers: [AttentionController],
  providers: [AttentionService],
})
export class AttentionModule {}
