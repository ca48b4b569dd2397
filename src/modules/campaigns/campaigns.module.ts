import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { BankAccountsModule } from '../bank-accounts';
import { PayoutMethodsModule } from '../payout-methods';
import { TemplatesModule } from '../templates';
import { BalanceAlerts } from './balance-alerts';
import { CampaignIcons } from './campaign-icon';
import { CampaignIconsController } from './campaign-icons.controller';
import { CampaignSettingsValidator } from './campaign-settings.validator';
import { Campaign } from './campaign.entity';
import { CampaignSubresourcesController, CampaignsController } from './campaigns.controller';
import { CampaignsService } from './campaigns.service';
import { iconUploadOptions } from './icon-upload';

@Module({
  imports: [
    MikroOrmModule.forFeature([Campaign]),
    BankAccountsModule,
    PayoutMethodsModule,
    TemplatesModule,
    MulterModule.registerAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => iconUploadOptions(config.storageDir) }),
  ],
  controllers: [CampaignsController, CampaignSubresourcesController, CampaignIconsController],
  providers: [CampaignsService, CampaignSettingsValidator, CampaignIcons, BalanceAlerts],
  exports: [CampaignsService, CampaignSettingsValidator, CampaignIcons, BalanceAlerts],
})
export class CampaignsModule {}
