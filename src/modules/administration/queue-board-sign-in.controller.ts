import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../core/auth/require-scopes.decorator';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { DomainError } from '../../core/errors/domain-error';
import { FormBody } from '../../core/http/content-type.guard';
import { BOARD_COOKIE, BOARD_PATH } from './queue-board';

export const SIGN_IN_PATH = '/admin/queues/sign-in';
const SIGN_OUT_PATH = '/admin/queues/sign-out';

/** The page's own policy: no script, no style from elsewhere, forms only to this origin, never framed. */
const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Content-Type': 'text/html; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Queues: sign in</title>
<style>body{font-family:sans-serif;max-width:40rem;margin:2rem auto}textarea{width:100%}</style></head>
<body><h1>Campaign Manager queues</h1>
<form method="post" action="${SIGN_IN_PATH}">
<p><label for="token">An operator organization's bearer token with <code>admin:manage</code></label></p>
<p><textarea id="token" name="token" rows="6" required autocomplete="off"></textarea></p>
<p><button>Open the board</button></p></form>
<form method="post" action="${SIGN_OUT_PATH}"><p><button>Sign out</button></p></form>
</body></html>`;

/**
 * A browser's way into Bull Board (docs/administration.md): the page takes a pasted token and keeps it in an
 * HttpOnly, SameSite=Strict cookie for the board's path only, which the board's route takes in place of the
 * Authorization header, with the same checks. The token is never in a URL. The form's post must come from this
 * origin (its Origin header), and the cookie is never sent with another site's request.
 */
@Controller()
@ApiExcludeController()
@Public()
export class QueueBoardSignInController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get(SIGN_IN_PATH.slice(1))
  page(@Res() response: Response): void {
    response.set(PAGE_HEADERS).send(PAGE);
  }

  @Post(SIGN_IN_PATH.slice(1))
  @FormBody()
  @HttpCode(303)
  signIn(@Req() request: Request, @Body() form: Record<string, unknown> | undefined, @Res() response: Response): void {
    this.sameOrigin(request);
    const token = typeof form?.token === 'string' ? form.token.trim().replace(/^Bearer\s+/i, '') : '';
    if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) throw DomainError.invalidField('token', 'token must be a bearer token (a JWT).');
    response.cookie(BOARD_COOKIE, token, this.cookieOptions()).redirect(303, `${BOARD_PATH}/`);
  }

  @Post(SIGN_OUT_PATH.slice(1))
  @HttpCode(303)
  signOut(@Req() request: Request, @Res() response: Response): void {
    this.sameOrigin(request);
    response.clearCookie(BOARD_COOKIE, this.cookieOptions()).redirect(303, SIGN_IN_PATH);
  }

  private cookieOptions() {
    return { httpOnly: true, sameSite: 'strict', secure: this.config.publicBaseUrl.startsWith('https:'), path: BOARD_PATH } as const;
  }

  /** A form posted from another site is refused (SameSite keeps the cookie from being sent; this keeps it from being set). */
  private sameOrigin(request: Request): void {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== new URL(this.config.publicBaseUrl).origin && origin !== `${request.protocol}://${request.headers.host}`) {
      throw new DomainError('BAD_REQUEST', 'invalid', 'The form was posted from another site.');
    }
  }
}
