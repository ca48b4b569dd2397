import { SetMetadata } from '@nestjs/common';

/**
 * How a route is named in the audit log when the rules of `src/modules/audit-log/audit-target.ts` name it badly
 * (docs/audit-log.md). In the kernel: every context's controllers may use them, and they carry metadata only.
 */
export const AUDIT_NAME_KEY = 'audit:name';
export const AUDIT_RESOURCE_KEY = 'audit:resource';
export const NOT_AUDITED_KEY = 'audit:off';

/** Where an audited resource's id is: a path parameter, a member of the answer, the caller's user id, or nowhere. */
export type AuditResourceId = { param: string } | { answer: string } | 'user' | null;

/** The first part of the actions of a controller whose class name reads badly (`CampaignMoneyController` → `campaigns`). */
export const AuditName = (name: string) => SetMetadata(AUDIT_NAME_KEY, name);
/** The resource of an operation the path rules name badly, e.g. `@AuditResource('Invitation', null)` for a bulk create. */
export const AuditResource = (resourceType: string, resourceId: AuditResourceId) => SetMetadata(AUDIT_RESOURCE_KEY, { resourceType, resourceId });
/** A POST that changes nothing (a rendered preview): no entry. */
export const NotAudited = () => SetMetadata(NOT_AUDITED_KEY, true);
