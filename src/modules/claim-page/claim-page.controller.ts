import { applyDecorators, Body, Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { Public } from '../../core/auth/require-scopes.decorator';
import { FormBody } from '../../core/http/content-type.guard';
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

const VOID_LINK = 'A void link (replaced, cancelled, unknown, malformed): a page saying so.';
const EXPIRED = 'The campaign expired before the payout was requested: a page saying so.';

/**
 * What a form of the page answers. Success is a 303 back to the page (post, redirect, get): a form post of a page
 * for people has no 2xx answer by design.
 */
const FormAnswers = (fields: Record<string, { type: 'string'; description: string }>, otherFields?: string) =>
  applyDecorators(
    FormBody(),
    ApiParam({ name: 'token', description: 'The token of the claim link.' }),
    ApiBody({
      schema: {
        type: 'object',
        required: ['_csrf'],
        properties: { _csrf: { type: 'string', description: 'The page’s CSRF token, from its form.' }, ...fields },
        additionalProperties: otherFields ? { type: 'string', description: otherFields } : false,
      },
    }),
    ApiResponse({ status: 303, description: 'The form worked, or the session had expired: back to the page, which shows where the claim stands.', headers: { Location: { schema: { type: 'string' } } } }),
    ApiBadRequestResponse({ description: 'The step again, with what was wrong next to its field (a wrong password or code, invalid details, a method not offered).', content: HTML }),
    ApiForbiddenResponse({ description: 'A post without the page’s CSRF token, or from another site: nothing changed.', content: HTML }),
    ApiNotFoundResponse({ description: VOID_LINK, content: HTML }),
    ApiGoneResponse({ description: EXPIRED, content: HTML }),
    ApiTooManyRequestsResponse({ description: 'Too many wrong passwords, or a code asked for again within a minute: the step again, with `Retry-After`.', content: HTML }),
  );

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
  @ApiOperation({ summary: 'The claim page’s stylesheet', description: 'Served from this origin: the page’s policy allows styles from nowhere else, and none inline.' })
  @ApiProduces('text/css')
  @ApiOkResponse({ description: 'The stylesheet.', content: { 'text/css': { schema: { type: 'string' } } } })
  stylesheet(@Res() res: Response): void {
    res.set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }).send(this.pages.stylesheet());
  }

  @Get('claim/:token')
  @ApiOperation({
    summary: 'The claim page',
    description:
      'The page a claim email links to: the campaign’s welcome, the amount, and the current step (password, emailed code, method, details, ' +
      'then the payout’s progress with a card’s code once issued). Opens a claim session the first time, held in an HttpOnly cookie. ' +
      '`?step=method` shows the methods again to change the choice. While a provider is on the payout the page reloads itself ' +
      '(a meta refresh, no script); `?updates=off` stops that and offers a Refresh link instead. ' +
      'Its forms post to `/claim/{token}/{form}` and `/claim/{token}/otp/send`. The JSON beneficiary API (`/beneficiary/...`) is the way for programs.',
  })
  @ApiParam({ name: 'token', description: 'The token of the claim link.' })
  @ApiQuery({ name: 'step', required: false, schema: { type: 'string', enum: ['method'] } })
  @ApiQuery({ name: 'updates', required: false, schema: { type: 'string', enum: ['off'] } })
  @ApiOkResponse({ description: 'The page.', content: HTML })
  @ApiNotFoundResponse({ description: VOID_LINK, content: HTML })
  @ApiGoneResponse({ description: EXPIRED, content: HTML })
  async show(@Param('token') token: string, @Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.send(res, token, await this.pages.show({ linkToken: token, sessionToken: cookieOf(req), query }));
  }

  @Post('claim/:token/:form')
  @ApiOperation({
    summary: 'A form of the claim page',
    description:
      'Urlencoded, from the page, with its `_csrf` token: `password` (`password`), `otp` (`code`), `method` (`payoutMethodId`), `payout` ' +
      '(`details.email`, `details.mailingAddress.state`, … one field per detail the method asks for).',
  })
  @ApiParam({ name: 'form', schema: { type: 'string', enum: ['password', 'otp', 'method', 'payout'] } })
  @FormAnswers({
    password: { type: 'string', description: 'The `password` form.' },
    code: { type: 'string', description: 'The `otp` form.' },
    payoutMethodId: { type: 'string', description: 'The `method` form.' },
  }, 'The `payout` form’s details, one field each: `details.email`, `details.mailingAddress.state`, …')
  async submit(@Param('token') token: string, @Param('form') form: string, @Body() body: Record<string, unknown> | undefined, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answerForm(token, form, body, req, res);
  }

  /** `otp/send` has two segments. */
  @Post('claim/:token/otp/send')
  @ApiOperation({ summary: 'Email a one-time code (a form of the claim page)', description: 'The page’s “Email me a code” button.' })
  @FormAnswers({})
  async sendCode(@Param('token') token: string, @Body() body: Record<string, unknown> | undefined, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answerForm(token, 'otp/send', body, req, res);
  }

  private async answerForm(token: string, form: string, body: Record<string, unknown> | undefined, req: Request, res: Response): Promise<void> {
    if (!isPageAction(form)) {
      this.send(res, token, this.pages.unknownForm());
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
