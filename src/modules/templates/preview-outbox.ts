import type { EntityManager } from '@mikro-orm/postgresql';
import type { EmailTemplateType } from './template-types';

/** A rendered email of no campaign and no instruction: a template's send-preview. */
export interface EmailPreview {
  organizationId: string;
  templateType: EmailTemplateType;
  recipient: string;
  subject: string;
  htmlBody: string;
}

/**
 * Where a preview is queued for the email workers: the email outbox, which the notifications context owns and
 * provides (it depends on templates, so the dependency is inverted here). Returns the new email's id.
 */
export interface PreviewOutbox {
  queuePreview(em: EntityManager, preview: EmailPreview): Promise<string>;
}

export const PREVIEW_OUTBOX = Symbol('PREVIEW_OUTBOX');
