import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class FailPayoutDto {
  @ApiProperty({ maxLength: 500, example: 'Recipient account closed', description: 'Why the payout failed; recorded as its `failureReason`.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  reason!: string;
}
