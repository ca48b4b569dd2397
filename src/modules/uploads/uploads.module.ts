import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CampaignsModule } from '../campaigns';
import { PayoutInstructionsModule } from '../payout-instructions';
import { PayoutInstructionUpload } from './upload.entity';
import { UploadImportService } from './upload-import.service';
import { UploadsService } from './uploads.service';

@Module({
  imports: [MikroOrmModule.forFeature([PayoutInstructionUpload]), CampaignsModule, PayoutInstructionsModule],
  controllers: [],
  providers: [UploadsService, UploadImportService],
  exports: [UploadsService, UploadImportService],
})
export class UploadsModule {}
