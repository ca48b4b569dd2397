import { TITLE_OF_STATUS } from './problem-status';

/** RFC 9457 problem document, plus the members of docs/api-conventions.md (Problem documents). */
export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  traceId: string;
  code?: string;
  errors?: Record<string, string[]>;
  [extension: string]: unknown;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
const PROBLEM_TYPE_BASE = 'https://campaign-manager.dev/problems/';

export function problemType(code: string | undefined): string {
  return code ? PROBLEM_TYPE_BASE + code.toLowerCase().replace(/_/g, '-') : 'about:blank';
}

export function buildProblem(args: {
  status: number;
  detail: string;
  instance: string;
  traceId: string;
  code?: string;
  extensions?: Record<string, unknown>;
}): ProblemDocument {
  const { status, detail, instance, traceId, code, extensions = {} } = args;
  // Extensions come first so that none can overwrite a member RFC 9457 defines.
  return {
    ...extensions,
    type: problemType(code),
    title: TITLE_OF_STATUS[status] ?? 'Error',
    status,
    detail,
    instance,
    traceId,
    ...(code ? { code } : {}),
  };
}
