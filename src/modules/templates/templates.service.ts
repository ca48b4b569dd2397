import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, type FieldErrors } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page } from '../../core/http/paging';
import { TemplateEngine, type RenderedEmail, type TemplateContent } from '../../core/mail/template-engine';
import { JobQueue } from '../../core/queue/job-queue.service';
import { DefaultTemplates, defaultTemplateKey } from './default-templates';
import { readDynamicFields } from './dynamic-fields';
import { EmailTemplate } from './email-template.entity';
import type { ListTemplatesQuery, RenderPreviewDto, SendPreviewDto, TemplateInputDto } from './dto/template-input.dto';
import { TemplateFieldView, TemplatePreviewView, TemplateRenderView, TemplateTypeSchemaView, TemplateView } from './dto/template.view';
import { PREVIEW_OUTBOX, type PreviewOutbox } from './preview-outbox';
import { allowedFieldNames, canonicalFieldName, exampleFields, suggestedFieldNames, TAG_PLACEHOLDER_NOTE, templateFields, withAliases } from './template-fields';
import { EMAIL_TEMPLATE_TYPES, isCampaignEmailTemplateType, type EmailTemplateType } from './template-types';

/** What an email of one type is rendered from: an organization's template or the built-in default. */
export interface TemplateSource extends TemplateContent {
  /**
   * The engine's cache key: `default:<Type>` or `<templateId>:<version>`, which changes whenever the content does;
   * null for one-off content (an inline preview), compiled without caching.
   */
  key: string | null;
  /** The template's logo URL (the `CampaignLogo` field), null when none is set. */
  campaignLogo: string | null;
}

/** Templates read by workers, kept per `id:version` (a version never changes content once written). */
const SOURCE_CACHE_SIZE = 1_000;

interface TemplateRow {
  id: string;
  type: string;
  version: number;
  subject: string;
  html_body: string;
  campaign_logo: string | null;
}

@Injectable()
export class TemplatesService {
  private readonly engine = new TemplateEngine();
  private readonly defaults = new DefaultTemplates(this.engine);
  private readonly sources = new Map<string, { type: string; source: TemplateSource }>();

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    @Inject(PREVIEW_OUTBOX) private readonly outbox: PreviewOutbox,
  ) {}

  /**
   * Checks a campaign's `emailTemplates` map: every key a known type, every id a template of the caller's
   * organization of that very type. Returns the problems by field (`emailTemplates.ReminderEmail`), none when valid.
   */
  async checkAssignments(assignments: Record<string, string>): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    const ids = Object.values(assignments);
    const found = ids.length ? await this.em.find(EmailTemplate, { id: { $in: ids } }, { fields: ['id', 'type'] }) : [];
    const typeOf = new Map(found.map((template) => [template.id, template.type]));
    for (const [type, id] of Object.entries(assignments)) {
      const field = `emailTemplates.${type}`;
      if (!isCampaignEmailTemplateType(type)) errors[field] = [`${type} is not a template type of campaign emails.`];
      else if (!typeOf.has(id)) errors[field] = [`Template ${id} does not exist in your organization.`];
      else if (typeOf.get(id) !== type) errors[field] = [`Template ${id} is a ${typeOf.get(id)} template, not a ${type} one.`];
    }
    return errors;
  }

  // --- the API ---

  schemas(): TemplateTypeSchemaView[] {
    return EMAIL_TEMPLATE_TYPES.map((templateType) => ({ templateType, fields: templateFields(templateType).map(TemplateFieldView.of), tagPlaceholders: TAG_PLACEHOLDER_NOTE }));
  }

  async list(query: ListTemplatesQuery): Promise<Page<TemplateView>> {
    const where = query.templateType ? { type: query.templateType } : {};
    const [templates, total] = await this.em.findAndCount(EmailTemplate, where, { orderBy: { createdOn: 'desc', id: 'desc' }, ...pageOffset(query) });
    return toPage(templates.map(TemplateView.of), total, query);
  }

  async get(id: string): Promise<TemplateView> {
    return TemplateView.of(await this.find(id));
  }

  async create(organizationId: string, dto: TemplateInputDto): Promise<TemplateView> {
    const campaignLogo = this.checkInput(dto);
    const template = this.em.create(EmailTemplate, { organizationId, type: dto.templateType, name: dto.name, subject: dto.subject, htmlBody: dto.htmlBody, campaignLogo });
    await this.em.flush();
    return TemplateView.of(template);
  }

  /** PUT: the whole template again; its type stays. Each change bumps the version, so workers see the new content. */
  async replace(id: string, dto: TemplateInputDto): Promise<TemplateView> {
    const template = await this.find(id);
    if (dto.templateType !== template.type) {
      throw DomainError.invalidField('templateType', `templateType cannot change: template ${id} is a ${template.type} template; create a new template for ${dto.templateType}.`);
    }
    const campaignLogo = this.checkInput(dto);
    this.em.assign(template, { name: dto.name, subject: dto.subject, htmlBody: dto.htmlBody, campaignLogo });
    await this.em.flush();
    return TemplateView.of(template);
  }

  /**
   * Renders the chosen content (a saved template, inline content or the type's default) with the given fields (the
   * others show their example values) and queues it as one email to `recipient`, which the email workers send as
   * stored. A saved template implies its type; templateType, if given too, must agree. The job that wakes them is enqueued after the commit; should Redis be away, their sweep finds the row.
   */
  async sendPreview(organizationId: string, dto: SendPreviewDto): Promise<TemplatePreviewView> {
    const errors: FieldErrors = {};
    const hasInline = dto.subject !== undefined || dto.htmlBody !== undefined;
    if (dto.templateId !== undefined && hasInline) errors.templateId = ['Send either templateId or inline subject and htmlBody, not both.'];
    if (hasInline && dto.subject === undefined) errors.subject = ['subject is required with htmlBody: send both, or neither.'];
    if (hasInline && dto.htmlBody === undefined) errors.htmlBody = ['htmlBody is required with subject: send both, or neither.'];
    const template = dto.templateId !== undefined && !hasInline ? await this.find(dto.templateId) : undefined;
    const type = template?.type ?? dto.templateType;
    if (dto.templateType === undefined && !template) errors.templateType = ['templateType is required unless templateId names a saved template.'];
    if (template && dto.templateType !== undefined && dto.templateType !== template.type) {
      errors.templateType = [`Template ${template.id} is a ${template.type} template, not a ${dto.templateType} one: send templateType ${template.type}, or leave it out.`];
    }
    if (!type) throw DomainError.validation(errors);
    const { fields, tags, errors: fieldErrors } = readDynamicFields(type, dto.dynamicFields);
    Object.assign(errors, fieldErrors);
    if (hasInline && dto.subject !== undefined && dto.htmlBody !== undefined && !errors.templateId) {
      Object.assign(errors, this.engine.check({ subject: dto.subject, htmlBody: dto.htmlBody }, allowedFieldNames(type), { suggestedFields: suggestedFieldNames(type) }));
    }
    if (Object.keys(errors).length) throw DomainError.validation(errors);

    let source: TemplateSource;
    if (template) {
      source = sourceOf(template);
    } else if (dto.subject !== undefined && dto.htmlBody !== undefined) {
      source = { key: null, subject: dto.subject, htmlBody: dto.htmlBody, campaignLogo: null };
    } else {
      source = this.defaultSource(type);
    }
    const rendered = this.renderSample(type, source, fields, tags);

    const id = await this.outbox.queuePreview(this.em, { organizationId, templateType: type, recipient: dto.recipient, subject: rendered.subject, htmlBody: rendered.html });
    await this.jobs.nudge('emails-dispatch', {});
    return { id, templateType: type, recipient: dto.recipient, subject: rendered.subject, htmlBody: rendered.html, deliveryStatus: 'Queued' };
  }

  /**
   * Renders content as given (create/PUT's fields, not saved) the way an email of its type is rendered: checked as on
   * save, filled with the given sample values, the type's examples for the other fields.
   */
  renderPreview(dto: RenderPreviewDto): TemplateRenderView {
    const errors: FieldErrors = {};
    if (dto.campaignLogo != null && dto.distributionLogo != null) errors.distributionLogo = ['distributionLogo and "campaignLogo" are the same field; send one.'];
    const { fields, tags, errors: fieldErrors } = readDynamicFields(dto.templateType, dto.dynamicFields);
    Object.assign(errors, fieldErrors);
    Object.assign(errors, this.engine.check({ subject: dto.subject, htmlBody: dto.htmlBody }, allowedFieldNames(dto.templateType), { suggestedFields: suggestedFieldNames(dto.templateType) }));
    if (Object.keys(errors).length) throw DomainError.validation(errors, 'The template has invalid fields.');
    const source: TemplateSource = { key: null, subject: dto.subject, htmlBody: dto.htmlBody, campaignLogo: dto.campaignLogo ?? dto.distributionLogo ?? null };
    const rendered = this.renderSample(dto.templateType, source, fields, tags);
    return { templateType: dto.templateType, subject: rendered.subject, htmlBody: rendered.html };
  }

  /** A preview's rendering: what the caller gives wins, then the content's own logo, then the type's examples. */
  private renderSample(type: EmailTemplateType, source: TemplateSource, fields: Readonly<Record<string, string>>, tags: Readonly<Record<string, string>>): RenderedEmail {
    const values = { ...exampleFields(type), ...(source.campaignLogo ? { CampaignLogo: source.campaignLogo } : {}), ...fields };
    return this.render(type, { ...source, campaignLogo: null }, values, tags);
  }

  // --- for the email workers (no tenant scope) and previews ---

  /**
   * The content an email of `type` is rendered from: the given template when it still exists and is of that type,
   * else the built-in default. Reads by id without the tenant filter (workers run for every organization), and keeps
   * what it read per `id:version`, so a worker does not go to the database for every email.
   */
  async sourceFor(type: EmailTemplateType, template?: { id: string; version: number } | null): Promise<TemplateSource> {
    if (!template) return this.defaultSource(type);
    const cached = this.sources.get(`${template.id}:${template.version}`);
    if (cached) return cached.type === type ? cached.source : this.defaultSource(type);
    const [row] = await this.em
      .getConnection()
      .execute<TemplateRow[]>('select id, type, version, subject, html_body, campaign_logo from email_template where id = ?', [template.id], 'all');
    if (!row) return this.defaultSource(type);
    const source: TemplateSource = { key: `${row.id}:${row.version}`, subject: row.subject, htmlBody: row.html_body, campaignLogo: row.campaign_logo };
    this.sources.set(`${row.id}:${row.version}`, { type: row.type, source });
    if (this.sources.size > SOURCE_CACHE_SIZE) this.sources.delete(this.sources.keys().next().value as string);
    return row.type === type ? source : this.defaultSource(type);
  }

  /**
   * An organization's own content for an email no campaign chooses for (the invitation): its newest template of the
   * type, else the built-in default.
   */
  async organizationSource(organizationId: string, type: EmailTemplateType): Promise<TemplateSource> {
    const [row] = await this.em
      .getConnection()
      .execute<{ id: string; version: number }[]>('select id, version from email_template where organization_id = ? and type = ? order by created_on desc, id desc limit 1', [organizationId, type], 'all');
    return this.sourceFor(type, row ?? null);
  }

  /** The built-in default of a type (templates/<Type>/). */
  defaultSource(type: EmailTemplateType): TemplateSource {
    return { key: defaultTemplateKey(type), ...this.defaults.content(type), campaignLogo: null };
  }

  /**
   * Renders an email: `fields` by field name (aliases accepted; `DistributionName` also renders `{{CampaignName}}`),
   * `tags` by key, exact-case. `CampaignLogo` is the source's logo when it has one, else the given field. Fields of
   * other types are ignored; a field given under both names takes its own name's value. Compiled content is cached
   * under the source's key.
   */
  render(type: EmailTemplateType, source: TemplateSource, fields: Readonly<Record<string, string>>, tags: Readonly<Record<string, string>>): RenderedEmail {
    const values: Record<string, string> = {};
    // A field's own name wins over its alias when both are given.
    for (const [name, value] of Object.entries(fields)) {
      const canonical = canonicalFieldName(type, name);
      if (canonical && (canonical === name || !Object.hasOwn(fields, canonical))) values[canonical] = value;
    }
    if (source.campaignLogo) values.CampaignLogo = source.campaignLogo;
    return this.engine.render(source.key, source, withAliases(type, values), tags);
  }

  private async find(id: string): Promise<EmailTemplate> {
    const template = await this.em.findOne(EmailTemplate, { id });
    if (!template) throw DomainError.notFound('Template', id);
    return template;
  }

  /** One logo from campaignLogo or its alias, and content that only uses what its type offers; 400 otherwise. */
  private checkInput(dto: TemplateInputDto): string | null {
    const errors: FieldErrors = {};
    if (dto.campaignLogo !== undefined && dto.distributionLogo !== undefined) errors.distributionLogo = ['distributionLogo and "campaignLogo" are the same field; send one.'];
    Object.assign(errors, this.engine.check({ subject: dto.subject, htmlBody: dto.htmlBody }, allowedFieldNames(dto.templateType), { suggestedFields: suggestedFieldNames(dto.templateType) }));
    if (Object.keys(errors).length) throw DomainError.validation(errors, 'The template has invalid fields.');
    return dto.campaignLogo ?? dto.distributionLogo ?? null;
  }
}

function sourceOf(template: EmailTemplate): TemplateSource {
  return { key: `${template.id}:${template.version}`, subject: template.subject, htmlBody: template.htmlBody, campaignLogo: template.campaignLogo ?? null };
}
