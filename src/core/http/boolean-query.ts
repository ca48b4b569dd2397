import { Transform } from 'class-transformer';

/** `?flag=true|false` as a boolean; anything else stays as given so that @IsBoolean names the field. */
export const BooleanQuery = () => Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));
