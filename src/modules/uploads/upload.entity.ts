import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';
import type { HeaderMap } from './csv-header';

export enum UploadStatus {
  Queued = 'Queued',
  Processing = 'Processing',
  Completed = 'Completed',
  CompletedWithErrors = 'CompletedWithErrors',
  Failed = 'Failed',
}

export enum UploadMode {
  /** Every row lands, or none does (the default). */
  AllOrNothing = 'AllOrNothing',
  /** Valid rows land; invalid ones are reported. */
  Partial = 'Partial',
}

/** A file of payout instructions for one campaign, stored under STORAGE_DIR and imported by a worker. */
@Entity({ tableName: 'payout_instruction_upload' })
export class PayoutInstructionUpload extends TenantScopedEntity {
  @Property({ type: 'uuid' })
  campaignId!: string;

  @Enum({ items: () => UploadMode, type: 'text' })
  mode: UploadMode & Opt = UploadMode.AllOrNothing;

  @Enum({ items: () => UploadStatus, type: 'text' })
  status: UploadStatus & Opt = UploadStatus.Queued;

  @Property({ type: 'text' })
  fileName!: string;

  @Property({ type: 'text' })
  storageKey!: string;

  @Property({ type: 'bigint', runtimeType: 'number' })
  sizeBytes!: number;

  /** The header as read when the file was accepted: where each known column and tag is. */
  @Property({ type: 'json' })
  header!: HeaderMap;

  @Property({ type: 'integer' }) totalRows: number & Opt = 0;
  @Property({ type: 'integer' }) processedRows: number & Opt = 0;
  @Property({ type: 'integer' }) createdCount: number & Opt = 0;
  @Property({ type: 'integer' }) updatedCount: number & Opt = 0;
  @Property({ type: 'integer' }) failedCount: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  failureReason?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  startedOn?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  finishedOn?: Date | null;

  @Property({ type: 'integer', version: true })
  version: number & Opt = 1;
}
