import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Campaign } from './campaign.entity';
import { CampaignsService } from './campaigns.service';

@Module({
  imports: [MikroOrmModule.forFeature([Campaign])],
  providers: [CampaignsService],
  exports: [CampaignsService],
})
export class CampaignsModule {}
