import { Body, Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiExcludeEndpoint,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { Public } from '../../core/auth/require-scopes.decorator';
import { FormBody } from '../../core/http/content-type.interceptor';
import { NoRateLimit } from '../../core/rate-limit/no-rate-limit.decorator';
import { CLAIM_STYLESHEET_PATH } from './claim-page.renderer';
import { ClaimPageService, type PageAction, type PageAnswer } from './claim-page.service';

const HTML = { 'text/html': { schema: { type: 'string' } } };
const SESSION_COOKIE = 'cm_claim';

/** A page for people: its own policy (docs/claims.md), no scheme or host sources, nothing inline. */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'Content-Security-Policy': "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};


/**
 * The claim link of every claim email (docs/claims.md, The claim page): `/claim/{token}`, server-rendered HTML
 * forms on the beneficiary interface's services. The session lives in an HttpOnly cookie scoped to the link's path.
 */
@Controller()
@ApiTags('Claim page')
@ApiProduces('text/html')
@Public()
export class ClaimPageController {
  constructor(
    private readonly pages: ClaimPageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(CLAIM_STYLESHEET_PATH.slice(1))
  @NoRateLimit()
  @ApiExcludeEndpoint()
  stylesheet(@Res() res: Response): void {
    res.set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }).send(this.pages.stylesheet());
  }

  @Get('claim/:token')
  @ApiOperation({
    summary: 'The claim page',
    description:
      'The page a claim email links to: the campaign’s welcome, the amount, and the current step (password, emailed code, method, details, ' +
      'then the payout’s progress with a card’s code once issued). Opens a claim session the first time, held in an HttpOnly cookie. ' +
      '`?step=method` shows the methods again to change the choice. ' +
      'Its forms post (urlencoded, with the page’s `_csrf` token) to `/claim/{token}/password`, `/otp/send`, `/otp`, `/method` and `/payout`: ' +
      'one that worked answers 303 back to the page; one that did not answers the step again with the problem (400, or 429 with `Retry-After`); ' +
      'a post without the token or from another origin changes nothing (403). The JSON beneficiary API (`/beneficiary/...`) is the way for programs.',
  })
  @ApiParam({ name: 'token', description: 'The token of the claim link.' })
  @ApiQuery({ name: 'step', required: false, schema: { type: 'string', enum: ['method'] } })
  @ApiOkResponse({ description: 'The page.', content: HTML })
  @ApiNotFoundResponse({ description: 'A void link (replaced, cancelled, unknown, malformed): a page saying so.', content: HTML })
  @ApiGoneResponse({ description: 'The campaign expired before the payout was requested: a page saying so.', content: HTML })
  async show(@Param('token') token: string, @Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.send(res, token, await this.pages.show({ linkToken: token, sessionToken: cookieOf(req), query }));
  }

  /**
   * The page's own forms, for its browser, not for API clients (they are the page's implementation and left out of
   * the OpenAPI document; the beneficiary API is the documented way): see the GET's description.
   */
  @Post('claim/:token/:form')
  @FormBody()
  @ApiExcludeEndpoint()
  async submit(@Param('token') token: string, @Param('form') form: string, @Body() body: Record<string, unknown> | undefined, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answerForm(token, form, body, req, res);
  }

  /** `otp/send` has two segments. */
  @Post('claim/:token/otp/send')
  @FormBody()
  @ApiExcludeEndpoint()
  async sendCode(@Param('token') token: string, @Body() body: Record<string, unknown> | undefined, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answerForm(token, 'otp/send', body, req, res);
  }

  private async answerForm(token: string, form: string, body: Record<string, unknown> | undefined, req: Request, res: Response): Promise<void> {
    if (!isPageAction(form)) {
      this.send(res, token, await this.pages.show({ linkToken: token, sessionToken: cookieOf(req), query: {} }));
      return;
    }
    const origin = { origin: req.headers.origin, host: req.headers.host, fetchSite: header(req, 'sec-fetch-site') };
    this.send(res, token, await this.pages.submit({ linkToken: token, sessionToken: cookieOf(req), query: {} }, form, body ?? {}, origin));
  }

  private send(res: Response, token: string, answer: PageAnswer): void {
    if (answer.session) {
      res.cookie(SESSION_COOKIE, answer.session.token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.publicBaseUrl.startsWith('https:'),
        path: `/claim/${token}`,
        maxAge: answer.session.maxAgeSeconds * 1000,
      });
    }
    res.set(PAGE_HEADERS);
    if (answer.kind === 'redirect') {
      // Without a body: Express's redirect would add a text one the page has no use for.
      res.status(303).location(answer.location).end();
      return;
    }
    if (answer.retryAfterSeconds !== undefined) res.set('Retry-After', String(Math.max(1, Math.ceil(answer.retryAfterSeconds))));
    res.status(answer.status).type('text/html; charset=utf-8').send(answer.html);
  }
}

const PAGE_ACTIONS: readonly PageAction[] = ['password', 'otp/send', 'otp', 'method', 'payout'];
const isPageAction = (value: string): value is PageAction => (PAGE_ACTIONS as readonly string[]).includes(value);

/** The session cookie, read by hand: one cookie, no need for a parser on every request. */
function cookieOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const header = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};
