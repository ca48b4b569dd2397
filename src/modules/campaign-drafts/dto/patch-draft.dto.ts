import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsObject, IsString, ValidateNested } from 'class-validator';
import { DRAFT_OPERATION_SCHEMAS } from '../draft-patch';

export const PATCH_OPS = ['add', 'replace', 'remove'] as const;
export type PatchOp = (typeof PATCH_OPS)[number];

export class DraftPatchOperationDto {
  @ApiProperty({ enum: PATCH_OPS })
  @IsIn(PATCH_OPS, { message: `op must be one of ${PATCH_OPS.join(', ')}.` })
  op!: PatchOp;

  @ApiProperty({ example: '/emailTemplates/ReminderEmail', description: 'A field (`/name`, `/expiryDate`, `/payoutMethodIds`, `/payoutMethods`, …) or one template type (`/emailTemplates/<type>`).' })
  @IsString()
  path!: string;

  @ApiPropertyOptional({ description: 'The new value; not used by `remove`.' })
  @Allow()
  value?: unknown;
}

export class PatchDraftDto {
  @ApiProperty({ type: 'array', items: { anyOf: DRAFT_OPERATION_SCHEMAS } })
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(50) @IsObject({ each: true, message: 'operations must hold objects.' }) @ValidateNested({ each: true }) @Type(() => DraftPatchOperationDto)
  operations!: DraftPatchOperationDto[];
}
