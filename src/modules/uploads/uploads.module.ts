import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { CampaignsModule } from '../campaigns';
import { PayoutInstructionsModule } from '../payout-instructions';
import { PayoutInstructionUpload } from './upload.entity';
import { StaleUploadsSweep } from './stale-uploads-sweep';
import { UploadImportService } from './upload-import.service';
import { uploadOptions } from './upload-limits';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  imports: [
    MikroOrmModule.forFeature([PayoutInstructionUpload]),
    CampaignsModule,
    PayoutInstructionsModule,
    MulterModule.registerAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => uploadOptions(config.storageDir) }),
  ],
  controllers: [UploadsController],
  providers: [UploadsService, UploadImportService, StaleUploadsSweep],
  exports: [UploadsService, UploadImportService, StaleUploadsSweep],
})
export class UploadsModule {}
