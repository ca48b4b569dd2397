import type { AuditResourceId } from '../../core/audit/audit-decorators';
import { toV2Name, VERSION_PREFIX } from '../../core/http/api-version';

/**
 * What an audited operation is called and what it acts on (docs/audit-log.md), derived once per route from its
 * controller, method and path; the decorators below correct the few routes the rules name badly.
 */
export interface AuditTarget {
  /** The operation's id: `payoutInstructions.initiate`. */
  readonly action: string;
  readonly resourceType: string;
  /** Where the resource's id is: a path parameter, a member of the answer, the caller's user id, or nowhere. */
  readonly resourceId: AuditResourceId;
}

export { AUDIT_NAME_KEY, AUDIT_RESOURCE_KEY, NOT_AUDITED_KEY, AuditName, AuditResource, NotAudited } from '../../core/audit/audit-decorators';

/** `PayoutInstructionsController` → `payoutInstructions`. */
export function actionPrefixOf(controllerName: string): string {
  const name = controllerName.replace(/Controller$/, '');
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** `payout-instructions` → `PayoutInstruction`, `policies` → `Policy`. */
export function resourceTypeOf(segment: string): string {
  const singular = segment.endsWith('ies') ? `${segment.slice(0, -3)}y` : segment.endsWith('s') && !segment.endsWith('ss') ? segment.slice(0, -1) : segment;
  return singular
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

const PARAM = /^:(\w+)$/;
/** `\:initiate` in Nest's path text (a literal colon): the action of an `:action` route. */
const ACTION = /^\\:[a-z][\w-]*$/;

/**
 * The resource of a route, from its path (in v2 terms; a v3 path is read back in v2 names):
 * - a POST whose path ends in a collection (not in an `:action`) creates in it: the collection's
 *   singular name, the id from the answer's `id` (`POST /campaigns` → `Campaign`, answer's id);
 * - otherwise the last `:param` and the segment naming it (`campaigns/:campaignId/payout-instructions/\:initiate`
 *   → `Campaign`, `campaignId`);
 * - a path without a parameter acts on its last segment, with the answer's `id` when it has one.
 */
export function resourceOfPath(method: string, path: string): Pick<AuditTarget, 'resourceType' | 'resourceId'> {
  let segments = path.split('/').filter(Boolean);
  for (const prefix of Object.values(VERSION_PREFIX)) {
    const parts = prefix.split('/');
    if (parts.every((part, i) => segments[i] === part)) segments = segments.slice(parts.length);
  }
  segments = segments.map(toV2Name);
  const isAction = segments.length > 1 && ACTION.test(segments[segments.length - 1]);
  if (isAction) segments.pop();
  const last = segments[segments.length - 1] ?? '';
  const isParam = (segment: string) => PARAM.test(segment);
  if (method === 'POST' && !isAction && !isParam(last)) return { resourceType: resourceTypeOf(last), resourceId: { answer: 'id' } };
  for (let i = segments.length - 1; i > 0; i--) {
    const match = PARAM.exec(segments[i]);
    if (match && !isParam(segments[i - 1])) return { resourceType: resourceTypeOf(segments[i - 1]), resourceId: { param: match[1] } };
  }
  return { resourceType: resourceTypeOf(last), resourceId: { answer: 'id' } };
}

/** The target of one route: the action from the controller and method, the resource from the path; overrides win. */
export function auditTargetOf(route: {
  controllerName: string;
  methodName: string;
  httpMethod: string;
  path: string;
  name?: string;
  resource?: Pick<AuditTarget, 'resourceType' | 'resourceId'>;
}): AuditTarget {
  return {
    action: `${route.name ?? actionPrefixOf(route.controllerName)}.${route.methodName}`,
    ...(route.resource ?? resourceOfPath(route.httpMethod, route.path)),
  };
}
