import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../core/auth/require-scopes.decorator';
import { FormBody } from '../../core/http/content-type.guard';
import { LinkTokens } from '../../core/security/link-token';
import { EmailSubscriptions, type EmailSubscription } from '../payout-instructions';
import { invalidLinkPage, PAGE_HEADERS, requestedStatus, subscriptionPage, type SubscriptionPage } from './unsubscribe-page';

const HTML = { 'text/html': { schema: { type: 'string' } } };
const NOT_VALID = 'The page "This link is not valid": a forged, truncated or other-purpose token, or an instruction that no longer exists.';

/**
 * The unsubscribe link of every email, `/public/unsubscribe/{token}` (docs/emails.md, Unsubscribing), for a person in a browser or a
 * mail provider's one-click post, not an API client: no credential but the signed link, answers are HTML pages.
 * GET only shows the choice (mail scanners prefetch links); POST makes it.
 */
@Controller('public/unsubscribe')
@ApiTags('Public')
@ApiProduces('text/html')
@ApiParam({ name: 'token', description: 'The signed token of the email’s unsubscribe link.' })
@Public()
export class UnsubscribeController {
  constructor(
    private readonly tokens: LinkTokens,
    private readonly subscriptions: EmailSubscriptions,
  ) {}

  @Get(':token')
  @ApiOperation({
    summary: 'The unsubscribe page of an email',
    description:
      'An HTML page naming the distribution the emails are about and the masked address they go to, with one button: ' +
      '`Unsubscribe` while subscribed, `Resubscribe` once unsubscribed. Changes nothing, so a mail scanner prefetching the link is harmless.',
  })
  @ApiOkResponse({ description: 'The page.', content: HTML })
  @ApiBadRequestResponse({ description: 'The path is not percent-decodable (problem document).' })
  @ApiNotFoundResponse({ description: NOT_VALID, content: HTML })
  async show(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const instructionId = this.tokens.verify('unsubscribe', token)?.instructionId;
    const current = instructionId ? await this.subscriptions.current(instructionId) : undefined;
    this.answer(res, current, {});
  }

  /** `action=unsubscribe` or `action=resubscribe` from the page, or RFC 8058 `List-Unsubscribe=One-Click`. */
  @Post(':token')
  @FormBody()
  @ApiOperation({
    summary: 'Unsubscribe from or resubscribe to the emails of a payout instruction',
    description:
      'The page’s button posts `action=unsubscribe` or `action=resubscribe`; a mail provider’s RFC 8058 one-click post ' +
      '(`List-Unsubscribe=One-Click`, urlencoded or multipart) unsubscribes. Sets the instruction’s `emailSubscriptionStatus` and records ' +
      '`PayoutInstructionEmailSubscriptionStatusUpdated` in its activity; asking for the current status changes and records nothing. ' +
      'Answers the page in its new state.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        action: { type: 'string', enum: ['unsubscribe', 'resubscribe'] },
        'List-Unsubscribe': { type: 'string', enum: ['One-Click'], description: 'RFC 8058 one-click unsubscribe, without `action`.' },
      },
    },
  })
  @ApiOkResponse({ description: 'The page in the new state, confirming it.', content: HTML })
  @ApiBadRequestResponse({ description: 'No `action` it knows and no one-click member: the page, unchanged, with an alert.', content: HTML })
  @ApiNotFoundResponse({ description: NOT_VALID, content: HTML })
  @ApiUnsupportedMediaTypeResponse({ description: 'A body that is not a form (urlencoded or multipart).' })
  async change(@Param('token') token: string, @Body() form: Record<string, unknown> | undefined, @Res() res: Response): Promise<void> {
    const instructionId = this.tokens.verify('unsubscribe', token)?.instructionId;
    if (!instructionId) return this.answer(res, undefined, {});
    const wanted = requestedStatus(form);
    if (!wanted) return this.answer(res, await this.subscriptions.current(instructionId), { rejected: true }, 400);
    this.answer(res, await this.subscriptions.change(instructionId, wanted), { confirmed: true });
  }

  /** The page for `subscription`, or the 404 page when the link led nowhere. */
  private answer(res: Response, subscription: EmailSubscription | undefined, flags: Pick<SubscriptionPage, 'confirmed' | 'rejected'>, status = 200): void {
    res.set(PAGE_HEADERS);
    if (!subscription) {
      res.status(404).send(invalidLinkPage());
      return;
    }
    res.status(status).send(subscriptionPage({ ...subscription, ...flags }));
  }
}
