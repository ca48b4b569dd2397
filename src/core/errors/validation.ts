import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError, type FieldErrors } from './domain-error';

/** Flattens class-validator's tree into `{ "tags.Key": ["…"] }`, one entry per offending field. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      result[path] = Object.entries(error.constraints).map(([rule, message]) =>
        rule === 'whitelistValidation' ? `${path} is not a known field.` : message,
      );
    }
    Object.assign(result, flattenValidationErrors(error.children ?? [], path));
  }
  return result;
}

/** Strict input: unknown members are refused, values are converted to their declared types, errors name fields. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    validateCustomDecorators: true,
    stopAtFirstError: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => DomainError.validation(flattenValidationErrors(errors)),
  });
}
