import { ApiProperty } from '@nestjs/swagger';
import { REMOTE_PROVIDER_NAMES, type PingResult, type RemoteProviderName } from '../providers/remote-provider';

/** One category and who pays it. */
export class CategoryProviderView {
  @ApiProperty({ enum: ['GiftCard', 'PrepaidCard', 'DigitalWallet', 'PaperCheck'], description: 'The payout category.' }) category!: string;
  @ApiProperty({
    enum: ['sandbox', 'in-house', ...REMOTE_PROVIDER_NAMES],
    description: '`sandbox`: the sandbox’s stand-in; `in-house`: the check print run (docs/bank-rails.md); otherwise the real provider (docs/providers.md).',
  })
  provider!: string;
}

/** `GET /admin/payout-providers`: the configuration, never a credential. */
export class PayoutProvidersView {
  @ApiProperty({ type: [CategoryProviderView] }) data!: CategoryProviderView[];
  @ApiProperty({ enum: REMOTE_PROVIDER_NAMES, isArray: true, description: 'The real providers configured (those `:test` and the callback routes answer for).' })
  configured!: RemoteProviderName[];
}

/** `POST /admin/payout-providers/{name}/:test`. */
export class ProviderTestView {
  @ApiProperty({ enum: ['Ok', 'Failed'], enumName: 'ProviderTestStatus', description: '`Ok`: the provider answered the authenticated read; `Failed`: it refused or could not be reached.' })
  status!: 'Ok' | 'Failed';
  @ApiProperty({ description: 'What the provider answered, in a sentence; never a credential.' }) message!: string;

  static of(result: PingResult): ProviderTestView {
    return { status: result.status, message: result.message };
  }
}

/** `200` of a callback: acknowledged. */
export class CallbackReceiptView {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Payouts of ours the callback named (an outcome already applied changes nothing).' }) applied!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Payouts it named that are not ours: acknowledged and logged.' }) unknown!: number;
}
