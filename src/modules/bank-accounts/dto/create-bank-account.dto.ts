import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';

export class CreateBankAccountDto {
  @ApiProperty({ format: 'uuid', description: 'The funds holder that will own the account.' })
  @IsUUID('all', { message: 'fundsHolderId must be a UUID.' })
  fundsHolderId!: string;

  @ApiProperty({ maxLength: 100, example: 'Research incentives 2027' })
  @IsString() @IsNotEmpty({ message: 'name must not be empty.' }) @MaxLength(100)
  name!: string;
}
