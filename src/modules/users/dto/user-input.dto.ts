import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsInt, IsObject, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { PageNumberField } from '../../../core/http/paging';
import { Omittable } from '../../../core/http/presence.decorators';
import { ROLES } from '../roles';

export const MAX_INVITATIONS_PER_REQUEST = 5;
const ROLE_IDS = ROLES.map((role) => role.id);

/** A role by its id: one of the three of `GET /roles`, so the document lists them. */
const RoleId = () =>
  applyDecorators(
    ApiProperty({ format: 'uuid', enum: ROLE_IDS, description: `A role of \`GET /roles\`: ${ROLES.map((role) => `${role.id} (${role.name})`).join(', ')}.` }),
    IsIn(ROLE_IDS, { message: 'roleId must be the id of a role: see GET /roles.' }),
  );

export class ChangeRoleDto {
  @RoleId()
  roleId!: string;
}

export class InvitationInputDto {
  @ApiProperty({ format: 'email', maxLength: 254, example: 'grace@example.com' })
  @MaxLength(254, { message: 'email must be at most 254 characters.' })
  @IsEmail({}, { message: 'email must be an email address.' })
  email!: string;

  @RoleId()
  roleId!: string;
}

export class BulkInvitationsDto {
  @ApiProperty({ type: [InvitationInputDto], minItems: 1, maxItems: MAX_INVITATIONS_PER_REQUEST })
  @IsArray({ message: 'invitations must be an array.' })
  @ArrayMinSize(1, { message: 'invitations must hold 1 to 5 invitations.' })
  @ArrayMaxSize(MAX_INVITATIONS_PER_REQUEST, { message: 'invitations must hold 1 to 5 invitations.' })
  @IsObject({ each: true, message: 'invitations must hold objects.' })
  @ValidateNested({ each: true })
  @Type(() => InvitationInputDto)
  invitations!: InvitationInputDto[];
}

/** `GET /users`: pages of 50 by default, at most 100 (the spec's). */
export class UsersQuery {
  @PageNumberField()
  pageNumber: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50, type: 'integer' })
  @Omittable() @Type(() => Number) @IsInt() @Min(1) @Max(100)
  pageSize: number = 50;
}
