import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { UploadMode } from '../upload.entity';
import { Omittable } from '../../../core/http/presence.decorators';

export const UPLOAD_FORM_MODES = ['all-or-nothing', 'partial'] as const;
export type UploadFormMode = (typeof UPLOAD_FORM_MODES)[number];

/** The text part of the upload form; the CSV itself arrives through multer in the field `file` (see the controller's ApiBody). */
export class UploadFormDto {
  @ApiPropertyOptional({
    enum: UPLOAD_FORM_MODES,
    default: 'all-or-nothing',
    description: '`all-or-nothing` (the default): every row lands or none does. `partial`: valid rows land and invalid ones are reported. Case is ignored.',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @Omittable()
  @IsIn(UPLOAD_FORM_MODES, { message: `mode must be one of ${UPLOAD_FORM_MODES.join(', ')}.` })
  mode?: UploadFormMode;
}

export const uploadModeOf = (mode: UploadFormMode | undefined): UploadMode => (mode === 'partial' ? UploadMode.Partial : UploadMode.AllOrNothing);
