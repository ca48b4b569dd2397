/** An RFC 9457 problem document as the API answers it (docs/api-conventions.md, errors). */
export interface ProblemDocument {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  traceId?: string;
  /** Validation problems: field name (camelCase, dotted for nested members) to its messages. */
  errors?: Record<string, string[]>;
  [member: string]: unknown;
}

/** A refused or failed API call, carrying the problem the API answered with. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemDocument,
  ) {
    super(problem.detail ?? problem.title ?? `The service answered ${status}`);
    this.name = 'ApiProblem';
  }

  /** Each field's first message, for showing beside the field. */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.problem.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? 'Invalid']));
  }
}

/** What a person should read about an error: the problem's detail, or the error's message. */
export function describeError(error: unknown): string {
  if (error instanceof ApiProblem) return error.message;
  if (error instanceof TypeError) return 'The service could not be reached. Check your connection and try again.';
  return error instanceof Error ? error.message : 'Something went wrong.';
}
