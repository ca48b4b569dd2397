import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { CampaignsModule, iconUploadOptions } from '../campaigns';
import { CampaignDraft } from './campaign-draft.entity';
import { CampaignDraftIconController, CampaignDraftsController } from './campaign-drafts.controller';
import { CampaignDraftsService } from './campaign-drafts.service';

@Module({
  imports: [
    MikroOrmModule.forFeature([CampaignDraft]),
    CampaignsModule,
    MulterModule.registerAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => iconUploadOptions(config.storageDir) }),
  ],
  controllers: [CampaignDraftsController, CampaignDraftIconController],
  providers: [CampaignDraftsService],
})
export class CampaignDraftsModule {}
