import { Injectable } from '@nestjs/common';

/** Imports an accepted upload: parse, validate, load and merge (written next). */
@Injectable()
export class UploadImportService {
  async process(_organizationId: string, _uploadId: string): Promise<void> {
    throw new Error('UploadImportService.process is not written yet');
  }
}
