import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../core/auth/require-scopes.decorator';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { DomainError } from '../../core/errors/domain-error';
import { NoRateLimit } from '../../core/rate-limit/no-rate-limit.decorator';
import { ConsoleFiles } from './console-files';
import { consolePolicy } from './console-policy';
import { ConsoleSettingsView } from './console-settings.view';

const CONSOLE_PATH = '/console';

/**
 * The console for an organization's staff (docs/console.md), served by the API from the same origin: its sign-in
 * settings, and its built files at `/console/`. The console has no route or privilege of its own: it calls the API
 * with the signed-in person's token. The settings route comes first: the files' route takes every other path.
 */
@Controller()
@ApiTags('Console')
@Public()
export class ConsoleController {
  private readonly settings: ConsoleSettingsView;
  private readonly files: ConsoleFiles;
  private readonly policy: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = ConsoleSettingsView.of(config);
    this.files = new ConsoleFiles(config.console.distDir);
    this.policy = consolePolicy(config);
  }

  @Get(`${CONSOLE_PATH.slice(1)}/config.json`)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'The console’s sign-in settings',
    description:
      'What the console at `/console/` needs to sign in with the authorization code flow and PKCE: the identity provider’s issuer, its ' +
      'client id, the audience of the API’s tokens, the scopes to ask for and its redirect URI. No token needed.',
  })
  @ApiOkResponse({ type: ConsoleSettingsView })
  config(): ConsoleSettingsView {
    return this.settings;
  }

  /** Not API: files for a browser, under their own policy; no rate limit, as for the pages' stylesheets. */
  @Get(`${CONSOLE_PATH.slice(1)}{/*path}`)
  @ApiExcludeEndpoint()
  @NoRateLimit()
  async serve(@Req() request: Request, @Res() response: Response): Promise<void> {
    // `/console` has no slash: the console's relative URLs resolve against `/console/`.
    if (request.path === CONSOLE_PATH) return response.redirect(301, `${CONSOLE_PATH}/${request.originalUrl.slice(CONSOLE_PATH.length)}`);
    const answer = this.files.resolve(request.path.slice(CONSOLE_PATH.length + 1));
    if (answer.kind === 'not-built') {
      throw new DomainError('CONSOLE_NOT_BUILT', 'unavailable', 'The console is not built: its index.html is missing (CONSOLE_DIST_DIR). Run `npm run build` (docs/console.md), then reload.');
    }
    if (answer.kind === 'missing-asset') throw DomainError.notFound('Console file', request.path);
    response.set({ 'Content-Security-Policy': this.policy, 'Cache-Control': answer.cacheControl });
    await new Promise<void>((resolve, reject) =>
      response.sendFile(answer.file, { root: this.files.distDir, cacheControl: false }, (error?: Error & { code?: string }) => {
        // Sent, or cut short once under way (the client went): nothing more to answer. Gone since it was found: a 404.
        if (!error || response.headersSent) resolve();
        else reject(error.code === 'ENOENT' ? DomainError.notFound('Console file', request.path) : error);
      }),
    );
  }
}
