import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * A money amount in dollars as the API takes it (docs/api-conventions.md, Representation): a finite JSON number with at most two fraction
 * digits, positive unless `allowZero`. The decimal check reads the number's shortest text form, not float math.
 */
export function IsAmount(options: { allowZero?: boolean } = {}, validationOptions?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isAmount',
      target: target.constructor,
      propertyName,
      // Read by the OpenAPI document (openapi-strict.ts): whether 0 is an amount here.
      constraints: [options.allowZero === true],
      options: validationOptions,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isFinite(value) &&
          (options.allowZero ? value >= 0 : value > 0) &&
          /^-?\d+(\.\d{1,2})?$/.test(String(value)) &&
          value <= 90_071_992_547_409,
        defaultMessage: () => `${propertyName} must be a ${options.allowZero ? 'non-negative' : 'positive'} amount in dollars with at most two decimals.`,
      },
    });
}
