import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { BeneficiarySession } from '../../core/auth/beneficiary-session';
import { Public } from '../../core/auth/require-scopes.decorator';
import { PayoutView } from '../payouts';
import { ClaimsService, type ClaimContext } from './claims.service';
import { CurrentClaim } from './current-claim.decorator';
import { OpenSessionDto, RequestPayoutDto, SelectPayoutMethodDto, VerifyOtpDto, VerifyPasswordDto } from './dto/claim-input.dto';
import { ClaimSessionView, ClaimView, OfferedPayoutMethodsView } from './dto/claim.view';

const STEP_REQUIRED = '`CLAIM_STEP_REQUIRED`: a step is still to do (`step` names it: `password` or `otp`).';
const GONE = '`CAMPAIGN_EXPIRED`: the campaign expired before the payout was requested.';

/**
 * The beneficiary interface (docs/claims.md): JSON for apps that build their own claim screens; the claim page at
 * `/claim/{token}` is the same calls in HTML. Unversioned; authenticated by a claim session, never an
 * organization's token.
 */
@Controller('beneficiary')
@ApiTags('Beneficiary')
export class BeneficiaryController {
  constructor(private readonly claims: ClaimsService) {}

  @Post('sessions')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Open a claim session from a claim link',
    description: 'The link’s token is the credential: the session lasts 60 minutes, and a newer link (email change, reinitiation, restore) voids it.',
  })
  @ApiCreatedResponse({ type: ClaimSessionView })
  @ApiNotFoundResponse({ description: '`CLAIM_LINK_INVALID`: a forged, incomplete, replaced or cancelled link.' })
  @ApiGoneResponse({ description: GONE })
  async open(@Body() dto: OpenSessionDto): Promise<ClaimSessionView> {
    const opened = await this.claims.open(dto.token);
    return { sessionToken: opened.sessionToken, expiresOn: opened.expiresOn.toISOString(), claim: await this.claims.describe(opened.context) };
  }

  @Get('claim')
  @BeneficiarySession()
  @ApiOperation({ summary: 'The claim', description: 'What is owed and by whom; `requirements` say which steps are still to do.' })
  @ApiOkResponse({ type: ClaimView })
  @ApiGoneResponse({ description: GONE })
  async claim(@CurrentClaim() claim: ClaimContext): Promise<ClaimView> {
    return this.claims.describe(claim);
  }

  @Post('claim/\\:verify-password')
  @HttpCode(204)
  @BeneficiarySession()
  @ApiOperation({
    summary: 'Enter the campaign password',
    description: 'Wrong tries count per payout instruction, across sessions: after 5 within 15 minutes every try answers 429 until the window passes.',
  })
  @ApiNoContentResponse({ description: 'Verified (or the campaign has no password).' })
  @ApiBadRequestResponse({ description: '`INVALID_CAMPAIGN_PASSWORD` with `attemptsRemaining`; or a validation problem.' })
  @ApiTooManyRequestsResponse({ description: '`RATE_LIMITED`: 5 wrong passwords within 15 minutes; `Retry-After` says when to try again.' })
  @ApiGoneResponse({ description: GONE })
  async verifyPassword(@CurrentClaim() claim: ClaimContext, @Body() dto: VerifyPasswordDto): Promise<void> {
    await this.claims.verifyPassword(claim, dto.password);
  }

  @Post('claim/\\:send-otp')
  @HttpCode(202)
  @BeneficiarySession()
  @ApiOperation({
    summary: 'Email a one-time code',
    description: 'A 6-digit code by `OtpEmail` to the instruction’s address, valid 10 minutes; at most one a minute and 10 a day per payout instruction, none once the day’s 20 wrong codes are spent.',
  })
  @ApiAcceptedResponse({ description: 'The code is on its way.' })
  @ApiForbiddenResponse({ description: STEP_REQUIRED })
  @ApiTooManyRequestsResponse({
    description: '`RATE_LIMITED`: a code was sent less than 60 seconds ago; `CLAIM_CODE_LOCKED`: 10 codes sent, or 20 wrong codes tried, for this payout instruction within 24 hours. `Retry-After` says when to ask again.',
  })
  @ApiGoneResponse({ description: GONE })
  async sendOtp(@CurrentClaim() claim: ClaimContext): Promise<void> {
    await this.claims.sendCode(claim);
  }

  @Post('claim/\\:verify-otp')
  @HttpCode(204)
  @BeneficiarySession()
  @ApiOperation({ summary: 'Confirm the one-time code', description: 'The latest code sent in this session; 5 tries per code, 20 wrong codes a day per payout instruction across sessions and codes.' })
  @ApiNoContentResponse({ description: 'Verified.' })
  @ApiBadRequestResponse({ description: '`INVALID_OTP` with `attemptsRemaining` (wrong, expired or used up); or a validation problem.' })
  @ApiTooManyRequestsResponse({ description: '`CLAIM_CODE_LOCKED`: 20 wrong codes for this payout instruction within 24 hours; `Retry-After` says when to try again.' })
  @ApiForbiddenResponse({ description: STEP_REQUIRED })
  @ApiGoneResponse({ description: GONE })
  async verifyOtp(@CurrentClaim() claim: ClaimContext, @Body() dto: VerifyOtpDto): Promise<void> {
    await this.claims.verifyCode(claim, dto.code);
  }

  @Get('claim/payout-methods')
  @BeneficiarySession()
  @ApiOperation({ summary: 'The payout methods offered', description: 'The campaign’s methods that are not disabled and whose limits cover the amount.' })
  @ApiOkResponse({ type: OfferedPayoutMethodsView })
  @ApiForbiddenResponse({ description: STEP_REQUIRED })
  @ApiGoneResponse({ description: GONE })
  async methods(@CurrentClaim() claim: ClaimContext): Promise<OfferedPayoutMethodsView> {
    return { data: await this.claims.offeredMethods(claim) };
  }

  @Post('claim/payout-method')
  @HttpCode(200)
  @BeneficiarySession()
  @ApiOperation({ summary: 'Select or change the payout method', description: '`Initiated`, `Restored` or `PayoutMethodSelected` → `PayoutMethodSelected`.' })
  @ApiOkResponse({ type: ClaimView })
  @ApiBadRequestResponse({ description: '`PAYOUT_METHOD_NOT_OFFERED` (under `errors.payoutMethodId`); or a validation problem.' })
  @ApiForbiddenResponse({ description: STEP_REQUIRED })
  @ApiConflictResponse({ description: '`INVALID_PAYOUT_INSTRUCTION_STATE`: the payout was requested already.' })
  @ApiGoneResponse({ description: GONE })
  async selectMethod(@CurrentClaim() claim: ClaimContext, @Body() dto: SelectPayoutMethodDto): Promise<ClaimView> {
    return this.claims.describe(await this.claims.selectMethod(claim, dto.payoutMethodId));
  }

  @Post('claim/payout')
  @HttpCode(201)
  @BeneficiarySession()
  @ApiOperation({
    summary: 'Request the payout',
    description:
      '`PayoutMethodSelected` → `Requested` with the selected method’s details, each checked (an email; a US phone number in E.164; a full name; ' +
      'a date of birth of someone 18 or older; a US mailing address with its state and 5 or 9 digit ZIP; a routing number with a valid ABA check ' +
      'digit; an account number of 4 to 17 digits; for ACH the account type). The payout goes to its provider from the workers.',
  })
  @ApiCreatedResponse({ type: PayoutView })
  @ApiBadRequestResponse({ description: 'Validation problem naming each invalid detail by its path (`details.mailingAddress.state`); `PAYOUT_METHOD_NOT_OFFERED`.' })
  @ApiForbiddenResponse({ description: STEP_REQUIRED })
  @ApiConflictResponse({ description: '`INVALID_PAYOUT_INSTRUCTION_STATE`: no method selected yet, or the payout was requested already; `PAYOUT_ALREADY_REQUESTED`.' })
  @ApiGoneResponse({ description: GONE })
  async requestPayout(@CurrentClaim() claim: ClaimContext, @Body() dto: RequestPayoutDto): Promise<PayoutView> {
    return PayoutView.of(await this.claims.requestPayout(claim, dto.details), 'beneficiary');
  }

  @Get('claim/payout')
  @BeneficiarySession()
  @ApiOperation({ summary: 'The payout and its progress', description: 'With a gift or prepaid card’s code, PIN and redemption link once issued.' })
  @ApiOkResponse({ type: PayoutView })
  @ApiNotFoundResponse({ description: 'No payout was requested yet.' })
  @ApiForbiddenResponse({ description: STEP_REQUIRED })
  @ApiGoneResponse({ description: GONE })
  async payout(@CurrentClaim() claim: ClaimContext): Promise<PayoutView> {
    return PayoutView.of(await this.claims.payout(claim), 'beneficiary');
  }
}
