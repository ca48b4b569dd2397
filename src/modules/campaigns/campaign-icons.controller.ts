import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../core/auth/require-scopes.decorator';
import { DomainError } from '../../core/errors/domain-error';
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
  serve(@Param('file') file: string, @Res() response: Response): void {
    const icon = this.icons.pathOf(file);
    if (!icon) throw DomainError.notFound('Icon', file);
    response.sendFile(icon.path, { headers: iconHeaders(icon.contentType) }, (error) => {
      if (error && !response.headersSent) response.status(404).type('application/problem+json').send({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such icon.' });
    });
  }
}
