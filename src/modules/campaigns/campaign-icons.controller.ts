import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../core/auth/require-scopes.decorator';
import { DomainError } from '../../core/errors/domain-error';
import { buildProblem, PROBLEM_CONTENT_TYPE } from '../../core/errors/problem-document';
import { CampaignIcons } from './campaign-icon';

/**
 * The type the icon was decoded as, never sniffed (nosniff); cacheable for good (a new icon gets a new name); and
 * embeddable from any origin, since emails and pages elsewhere show it.
 */
const iconHeaders = (contentType: string): Record<string, string> => ({
  'Content-Type': contentType,
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Cache-Control': 'public, max-age=86400, immutable',
});

/** Icons are public: beneficiaries' emails and the claim pages show them without a token. */
@Controller('public/icons')
@ApiTags('Public')
export class CampaignIconsController {
  constructor(private readonly icons: CampaignIcons) {}

  @Get(':file')
  @Public()
  @ApiOperation({ summary: 'A campaign icon', description: 'Public, so that emails and claim pages can show it.' })
  @ApiOkResponse({ description: 'The image.', content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ description: 'No such icon.' })
  serve(@Param('file') file: string, @Req() request: Request & { id?: string }, @Res() response: Response): void {
    const icon = this.icons.fileOf(file);
    if (!icon) throw DomainError.notFound('Icon', file);
    // Sent by its name within the icons folder: `send` refuses a dot-folder only below `root`, so a STORAGE_DIR such
    // as the default ./.data/storage serves, while `..` stays refused (docs/security.md, Campaign icons).
    // A well-formed name with no file: the same problem document the filter writes for an unknown name.
    response.sendFile(icon.name, { root: icon.folder, headers: iconHeaders(icon.contentType) }, (error) => {
      if (!error || response.headersSent) return;
      const { code, message } = DomainError.notFound('Icon', file);
      const problem = buildProblem({ status: 404, code, detail: message, instance: request.originalUrl, traceId: String(request.id ?? '') });
      response.status(404).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
    });
  }
}
