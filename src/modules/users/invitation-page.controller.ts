import { Controller, Get, Optional, Param, Res } from '@nestjs/common';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../core/auth/require-scopes.decorator';
import { NoRateLimit } from '../../core/rate-limit/no-rate-limit.decorator';
import { INVITATION_STYLESHEET_PATH, InvitationPageRenderer } from './invitation-page.renderer';
import { InvitationsService } from './invitations.service';

const HTML = { 'text/html': { schema: { type: 'string' } } };

/** A page for people, like the claim page: its own policy (styles from this origin only, nothing inline, no script). */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
};

/**
 * The link of every invitation email (docs/users-and-roles.md): `/invitations/{token}`, a server-rendered page that
 * names the organization and the role and says how to accept (sign in with the invited email address). It changes
 * nothing: acceptance happens at sign-in. No version prefix and no token, like the claim page.
 */
@Controller()
@ApiTags('Invitation page')
@ApiProduces('text/html')
@Public()
export class InvitationPageController {
  private readonly renderer: InvitationPageRenderer;

  constructor(
    private readonly invitations: InvitationsService,
    // Its own when the module does not provide one: the renderer needs nothing but its views.
    @Optional() renderer?: InvitationPageRenderer,
  ) {
    this.renderer = renderer ?? new InvitationPageRenderer();
  }

  @Get(INVITATION_STYLESHEET_PATH.slice(1))
  @NoRateLimit()
  @ApiOperation({ summary: 'The invitation page’s stylesheet', description: 'Served from this origin: the page’s policy allows styles from nowhere else, and none inline.' })
  @ApiProduces('text/css')
  @ApiOkResponse({ description: 'The stylesheet.', content: { 'text/css': { schema: { type: 'string' } } } })
  stylesheet(@Res() res: Response): void {
    res.set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }).send(this.renderer.stylesheet());
  }

  @Get('invitations/:token')
  @ApiOperation({
    summary: 'The invitation page',
    description:
      'The page an invitation email links to: the organization, the role, the invited email address and the expiry date, and how to ' +
      'accept (sign in to Campaign Manager with that email address). Opening it changes nothing. ' +
      'The JSON API of invitations is `/v2/campaign-manager/invitations`.',
  })
  @ApiParam({ name: 'token', description: 'The token of the invitation link.' })
  @ApiOkResponse({ description: 'The invitation, pending or already accepted.', content: HTML })
  @ApiNotFoundResponse({ description: 'An unknown link (forged, truncated, mistyped): a page saying so.', content: HTML })
  @ApiGoneResponse({ description: 'An invitation that expired or was cancelled: a page saying so.', content: HTML })
  async show(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const answer = this.renderer.render(await this.invitations.pageFor(token));
    res.set(PAGE_HEADERS).status(answer.status).type('text/html; charset=utf-8').send(answer.html);
  }
}
