import type { NextFunction, Request, Response } from 'express';
import { DomainError, type FieldErrors } from '../errors/domain-error';

/**
 * Classes of input that no field may carry, checked once where input enters (docs/api-conventions.md, Bad input):
 * - nesting deeper than MAX_INPUT_DEPTH (no request shape needs more; recursive code downstream would overflow);
 * - text with a NUL character (PostgreSQL text cannot store it) or an unpaired UTF-16 surrogate (not Unicode text:
 *   it cannot be stored, compared or printed faithfully), in values and in member names;
 * - member names that reach an object's prototype when copied (`__proto__`, `constructor`, `prototype`).
 */
export const MAX_INPUT_DEPTH = 32;
const FORBIDDEN_MEMBER_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

function textProblem(text: string, what: string): string | undefined {
  if (text.includes('\u0000')) return `${what} must not contain the NUL character (U+0000).`;
  if (!text.isWellFormed()) return `${what} must be Unicode text; it holds an unpaired surrogate.`;
  return undefined;
}

/**
 * The first unsafe place in `value`, as `{ field: [message] }` for a validation problem, or undefined. `root` names
 * the value itself (its members are named by their paths, like `tags.Cohort` or `operations.0.value`). The walk is
 * iterative: however deep the input, this never overflows the stack.
 */
export function findUnsafeInput(value: unknown, root: string): FieldErrors | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  const nameOf = (path: string) => path || root;
  while (stack.length) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current, nameOf(path));
      if (problem) return { [nameOf(path)]: [problem] };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { [nameOf(path)]: [`${nameOf(path)} is nested deeper than ${MAX_INPUT_DEPTH} levels.`] };
    for (const [key, member] of Object.entries(current)) {
      const memberPath = path ? `${path}.${key}` : key;
      if (FORBIDDEN_MEMBER_NAMES.has(key)) return { [memberPath]: [`${key} is not allowed as a member name.`] };
      // A name that is not text is reported on its parent: it cannot name a field itself.
      const nameProblem = textProblem(key, `A member name of ${nameOf(path)}`);
      if (nameProblem) return { [nameOf(path)]: [nameProblem] };
      stack.push({ value: member, path: memberPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Express middleware placed right after the body parsers, before routing, interceptors and pipes: a parsed JSON or
 * form body and the query string with unsafe input answer 400 naming the field. Multipart text fields are parsed
 * later, by the route, and checked where they are read (MultipartFields).
 */
export function rejectUnsafeInput(request: Request, _response: Response, next: NextFunction): void {
  const errors = (request.body === undefined ? undefined : findUnsafeInput(request.body, 'body')) ?? findUnsafeInput(request.query, 'query');
  next(errors ? DomainError.validation(errors) : undefined);
}
