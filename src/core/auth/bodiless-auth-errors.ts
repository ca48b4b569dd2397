import { SetMetadata } from '@nestjs/common';
import type { Response } from 'express';

export const BODILESS_AUTH_ERRORS_KEY = 'bodilessAuthErrors';

/**
 * The routes whose 401 and 403 carry no body (the specification's ACH transfer reads): the guard marks the response,
 * and the problem filter then answers with the status alone.
 */
export const BodilessAuthErrors = () => SetMetadata(BODILESS_AUTH_ERRORS_KEY, true);

const MARK = 'bodilessAuthErrors';

export function markBodilessAuthErrors(response: Response): void {
  response.locals[MARK] = true;
}

/** Whether this answer, a 401 or 403 of a marked route, goes without a body. */
export function isBodilessAuthError(response: Response, status: number): boolean {
  return (status === 401 || status === 403) && response.locals?.[MARK] === true;
}
