export { UploadsModule } from './uploads.module';
export { UploadsService } from './uploads.service';
export { UploadImportService } from './upload-import.service';
export { PayoutInstructionUpload, UploadStatus, UploadMode } from './upload.entity';
export { readHeader, type HeaderMap, type UploadColumn } from './csv-header';
