import { ValidateIf, type ValidationOptions } from 'class-validator';

/**
 * How a request member may be missing. class-validator's own `@Omittable()` skips every check for null as well
 * as for an absent member, so a `null` reached services that expected a value (and answered 500). These two say
 * which one is meant:
 * - `@Omittable()`: the member may be left out; when present it must pass its checks, so `null` is refused.
 * - `@Nullable()`: the member may be left out or be `null` (a JSON merge patch clearing a field).
 */
export const Omittable = (options?: ValidationOptions): PropertyDecorator => ValidateIf((_object, value) => value !== undefined, options);

export const Nullable = (options?: ValidationOptions): PropertyDecorator => ValidateIf((_object, value) => value !== undefined && value !== null, options);
