import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Omittable } from '../../../core/http/presence.decorators';

export class OpenSessionDto {
  @ApiProperty({ description: 'The token of the claim link: the last segment of `/claim/{token}`.', maxLength: 128, example: 'AQGTofBcAHAAgAAAAAAAAAEAAAAB3v8Pf2Yq1b0xWm8kX0r9Zg' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  token!: string;
}

export class VerifyPasswordDto {
  @ApiProperty({ maxLength: 200, description: 'The campaign’s password, as the organization shared it.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password!: string;
}

export class VerifyOtpDto {
  @ApiProperty({ pattern: '^[0-9]{6}$', example: '482913', description: 'The 6-digit code from the latest `OtpEmail`.' })
  @IsString()
  @Matches(/^[0-9]{6}$/, { message: 'code must be the 6 digits of the emailed code.' })
  code!: string;
}

export class SelectPayoutMethodDto {
  @ApiProperty({ format: 'uuid', description: 'One of `GET /beneficiary/claim/payout-methods`.' })
  @IsUUID('all')
  payoutMethodId!: string;
}

export class MailingAddressInputDto {
  @ApiProperty({ maxLength: 100 }) @IsString() @MaxLength(100) line1!: string;
  @ApiPropertyOptional({ maxLength: 100 }) @Omittable() @IsString() @MaxLength(100) line2?: string;
  @ApiProperty({ maxLength: 100 }) @IsString() @MaxLength(100) city!: string;
  @ApiProperty({ maxLength: 2, description: 'Two-letter USPS code of a US state, DC or territory.', example: 'IL' }) @IsString() @MaxLength(2) state!: string;
  @ApiProperty({ maxLength: 10, description: '5-digit ZIP or ZIP+4.', example: '62701' }) @IsString() @MaxLength(10) postalCode!: string;
}

/** Every detail any method may ask for; which ones a method needs is its `requirements` (checked by the service). */
export class PayoutDetailsInputDto {
  @ApiPropertyOptional({ maxLength: 254, format: 'email' }) @Omittable() @IsString() @MaxLength(254) email?: string;
  @ApiPropertyOptional({ maxLength: 20, example: '+12025550143', description: 'US number in E.164.' }) @Omittable() @IsString() @MaxLength(20) phoneNumber?: string;
  @ApiPropertyOptional({ maxLength: 200, example: 'Ada Lovelace' }) @Omittable() @IsString() @MaxLength(200) fullName?: string;
  @ApiPropertyOptional({ format: 'date', description: 'YYYY-MM-DD; 18 or older.' }) @Omittable() @IsString() @MaxLength(10) dateOfBirth?: string;
  @ApiPropertyOptional({ type: MailingAddressInputDto })
  @Omittable()
  @IsObject()
  @ValidateNested()
  @Type(() => MailingAddressInputDto)
  mailingAddress?: MailingAddressInputDto;
  @ApiPropertyOptional({ maxLength: 9, example: '021000021', description: '9 digits with a valid ABA check digit.' }) @Omittable() @IsString() @MaxLength(9) bankRoutingNumber?: string;
  @ApiPropertyOptional({ maxLength: 17, description: '4 to 17 digits.' }) @Omittable() @IsString() @MaxLength(17) bankAccountNumber?: string;
  @ApiPropertyOptional({ enum: ['Checking', 'Savings'] }) @Omittable() @IsIn(['Checking', 'Savings']) bankAccountType?: 'Checking' | 'Savings';
}

export class RequestPayoutDto {
  @ApiProperty({ type: PayoutDetailsInputDto, description: 'What the selected method’s `requirements` ask for, and nothing else.' })
  @IsObject()
  @ValidateNested()
  @Type(() => PayoutDetailsInputDto)
  details!: PayoutDetailsInputDto;
}
