import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The text part of the multipart form; the `attachments` files arrive through multer (see the controller's ApiBody). */
export class CreateSettlementFundDto {
  @ApiProperty({ maxLength: 100, example: 'Rebates FBO' })
  @IsString() @IsNotEmpty({ message: 'settlementFundName must not be empty.' }) @MaxLength(100)
  settlementFundName!: string;
}
