export { UploadsModule } from './uploads.module';
export { UploadsService, uploadStorageKey } from './uploads.service';
export { UploadImportService } from './upload-import.service';
export { StaleUploadsSweep } from './stale-uploads-sweep';
export { PayoutInstructionUpload, UploadStatus, UploadMode } from './upload.entity';
export { readHeader, type HeaderMap, type UploadColumn } from './csv-header';
export { MAX_UPLOAD_BYTES } from './upload-limits';
export { UploadView, UploadRowErrorView } from './dto/upload.view';
