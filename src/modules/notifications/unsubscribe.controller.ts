import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../core/auth/require-scopes.decorator';
import { FormBody } from '../../core/http/content-type.interceptor';
import { LinkTokens } from '../../core/security/link-token';
import { EmailSubscriptions, type EmailSubscription } from '../payout-instructions';
import { invalidLinkPage, PAGE_HEADERS, requestedStatus, subscriptionPage, type SubscriptionPage } from './unsubscribe-page';

/**
 * The unsubscribe link of every email, `/public/unsubscribe/{token}` (contract §8), for a person in a browser or a
 * mail provider's one-click post, never an API client: no token but the signed link, HTML answers, not in the API
 * document. GET only shows the choice (mail scanners prefetch links); POST makes it.
 */
@Controller('public/unsubscribe')
@ApiExcludeController()
@Public()
export class UnsubscribeController {
  constructor(
    private readonly tokens: LinkTokens,
    private readonly subscriptions: EmailSubscriptions,
  ) {}

  @Get(':token')
  async show(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const instructionId = this.tokens.verify('unsubscribe', token)?.instructionId;
    const current = instructionId ? await this.subscriptions.current(instructionId) : undefined;
    this.answer(res, current, {});
  }

  /** `action=unsubscribe` or `action=resubscribe` from the page, or RFC 8058 `List-Unsubscribe=One-Click`. */
  @Post(':token')
  @FormBody()
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
