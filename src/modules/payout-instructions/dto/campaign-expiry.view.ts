import { ApiProperty } from '@nestjs/swagger';

/** The answer of the sandbox `:expire`: what the campaign's sweep cancelled. */
export class CampaignExpiredView {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many instructions (Draft, Initiated, Restored) were cancelled with `CampaignExpired`; 0 when none was left.' })
  cancelled!: number;
}
