import { ApiProperty } from '@nestjs/swagger';
import { UploadMode, UploadStatus, type PayoutInstructionUpload } from '../upload.entity';

/** An upload of payout instructions and how far its import has got. */
export class UploadView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({
    enum: UploadStatus,
    enumName: 'UploadStatus',
    description: '`Queued` until a worker takes it, `Processing` while it runs, then `Completed`, `CompletedWithErrors` (partial mode: some rows were refused) or `Failed` (all-or-nothing mode: nothing landed).',
  })
  status!: UploadStatus;
  @ApiProperty({ enum: UploadMode, enumName: 'UploadMode' }) mode!: UploadMode;
  @ApiProperty({ description: 'The uploaded file name, made safe (no directories or control characters).' }) fileName!: string;
  @ApiProperty({ type: 'integer' }) sizeBytes!: number;
  @ApiProperty({ type: 'integer', description: 'Data rows in the file (the header excluded); 0 until counted.' }) totalRows!: number;
  @ApiProperty({ type: 'integer', description: 'Rows read so far; updated while the import runs.' }) processedRows!: number;
  @ApiProperty({ type: 'integer', description: 'Payout instructions created.' }) createdCount!: number;
  @ApiProperty({ type: 'integer', description: 'Payout instructions updated (rows whose Id exists in the campaign).' }) updatedCount!: number;
  @ApiProperty({ type: 'integer', description: 'Rows refused; each one is listed under …/errors.' }) failedCount!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the upload failed as a whole, when it did.' }) failureReason!: string | null;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedOn!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedOn!: string | null;

  static of(upload: PayoutInstructionUpload): UploadView {
    return {
      id: upload.id,
      campaignId: upload.campaignId,
      status: upload.status,
      mode: upload.mode,
      fileName: upload.fileName,
      sizeBytes: Number(upload.sizeBytes),
      totalRows: upload.totalRows,
      processedRows: upload.processedRows,
      createdCount: upload.createdCount,
      updatedCount: upload.updatedCount,
      failedCount: upload.failedCount,
      failureReason: upload.failureReason ?? null,
      createdOn: upload.createdOn.toISOString(),
      startedOn: upload.startedOn ? upload.startedOn.toISOString() : null,
      finishedOn: upload.finishedOn ? upload.finishedOn.toISOString() : null,
    };
  }
}

/** One problem with one row of an upload. */
export class UploadRowErrorView {
  @ApiProperty({ type: 'integer', description: 'The row of the file the problem is on.' }) rowNumber!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The column concerned; null for a problem with the whole row.' }) column!: string | null;
  @ApiProperty() message!: string;
}
