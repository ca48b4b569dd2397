import { Body, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiCreatedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { setCreatedLocation } from '../../core/http/location';
import { pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { ListTemplatesQuery, RenderPreviewDto, SendPreviewDto, TemplateInputDto } from './dto/template-input.dto';
import { TemplatePreviewView, TemplateRenderView, TemplateTypeSchemaView, TemplateView } from './dto/template.view';
import { TemplatesService } from './templates.service';
import { NotAudited } from '../../core/audit/audit-decorators';

const CONTENT_PROBLEMS =
  'Validation problem naming each invalid field. Content problems are under `subject` and `htmlBody`: Handlebars that does not ' +
  'parse (with its line), a placeholder the type does not offer, a partial, triple-stash output, or a helper or block other than ' +
  '`#if`/`#unless`/`else` over fields. `campaignLogo` and `distributionLogo` together also answer 400.';

@VersionedController('templates', 'Templates')
@ApiExtraModels(TemplateView, TemplateTypeSchemaView, TemplatePreviewView, TemplateRenderView)
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get('template-type-schemas')
  @RequireScopes('templates:view')
  @ApiOperation({
    summary: 'List the template types with their fields',
    description: 'Every type with the dynamic fields its content may use (with a description, an example value and aliases). Every type also accepts `{{tag:Key}}` placeholders.',
  })
  @ApiOkResponse({ schema: { type: 'array', items: { $ref: getSchemaPath(TemplateTypeSchemaView) } } })
  schemas(): TemplateTypeSchemaView[] {
    return this.templates.schemas();
  }

  @Post('\\:send-preview')
  @HttpCode(202)
  @RequireScopes('templates:sendPreview')
  @ApiOperation({
    summary: 'Send a preview email',
    description:
      "Renders a saved template (`templateId`), inline `subject` and `htmlBody`, or else the type's default, with `dynamicFields` " +
      '(fields not given show their example values), and queues it as one email to `recipient`. The answer shows what was rendered.',
  })
  @ApiAcceptedResponse({ schema: { $ref: getSchemaPath(TemplatePreviewView) } })
  @ApiBadRequestResponse({ description: `${CONTENT_PROBLEMS} Unknown or malformed \`dynamicFields\` keys are named \`dynamicFields.<key>\`; a template of another type is named \`templateId\`.` })
  @ApiNotFoundResponse({ description: 'No such template in the organization.' })
  sendPreview(@CurrentPrincipal() principal: Principal, @Body() dto: SendPreviewDto): Promise<TemplatePreviewView> {
    return this.templates.sendPreview(principal.organizationId, dto);
  }

  @Post('\\:render-preview')
  @HttpCode(200)
  @RequireScopes('templates:view')
  @ApiOperation({
    summary: 'Render a template without saving or sending it',
    description:
      "Renders the given content (a template's fields as on create or PUT; `name` may be left out) by the same engine and code path as " +
      "the emails, with `dynamicFields` as sample values (fields not given show the type's example values; a tag not given renders " +
      '`tag:Key`), and answers the subject and HTML body. Nothing is stored or sent: the console shows it as a live preview.',
  })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(TemplateRenderView) } })
  @ApiBadRequestResponse({ description: `${CONTENT_PROBLEMS} Unknown or malformed \`dynamicFields\` keys are named \`dynamicFields.<key>\`.` })
  @NotAudited()
  renderPreview(@Body() dto: RenderPreviewDto): TemplateRenderView {
    return this.templates.renderPreview(dto);
  }

  @Get()
  @RequireScopes('templates:view')
  @ApiOperation({ summary: 'List templates', description: 'Newest first, optionally of one `templateType`.' })
  @ApiOkResponse({ schema: pagedSchema(TemplateView) })
  list(@Query() query: ListTemplatesQuery): Promise<Page<TemplateView>> {
    return this.templates.list(query);
  }

  @Post()
  @RequireScopes('templates:create')
  @ApiOperation({ summary: 'Create a template', description: 'Content is checked against the fields of its type.' })
  @ApiCreatedResponse({ schema: { $ref: getSchemaPath(TemplateView) }, headers: { Location: { schema: { type: 'string' }, description: 'URL of the template' } } })
  @ApiBadRequestResponse({ description: CONTENT_PROBLEMS })
  async create(@CurrentPrincipal() principal: Principal, @Body() dto: TemplateInputDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<TemplateView> {
    const template = await this.templates.create(principal.organizationId, dto);
    setCreatedLocation(request, response, template.id);
    return template;
  }

  @Get(':id')
  @RequireScopes('templates:view')
  @ApiOperation({ summary: 'Read a template' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(TemplateView) } })
  @ApiNotFoundResponse({ description: 'No such template in the organization.' })
  get(@UuidParam('id') id: string): Promise<TemplateView> {
    return this.templates.get(id);
  }

  @Put(':id')
  @RequireScopes('templates:edit')
  @ApiOperation({ summary: 'Replace a template', description: 'The whole template again, as on create; its `templateType` cannot change. Emails queued from now on use the new content.' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(TemplateView) } })
  @ApiBadRequestResponse({ description: `${CONTENT_PROBLEMS} A different \`templateType\` is named \`templateType\`.` })
  @ApiNotFoundResponse({ description: 'No such template in the organization.' })
  replace(@UuidParam('id') id: string, @Body() dto: TemplateInputDto): Promise<TemplateView> {
    return this.templates.replace(id, dto);
  }
}
