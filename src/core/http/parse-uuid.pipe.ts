import { Injectable, Param, PipeTransform, Query, type ArgumentMetadata } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A malformed id answers 400 naming the parameter; an unknown well-formed one is the service's 404. */
@Injectable()
export class ParseUuidPipe implements PipeTransform<unknown, string | undefined> {
  constructor(private readonly optional = false) {}

  transform(value: unknown, metadata: ArgumentMetadata): string | undefined {
    if (this.optional && (value === undefined || value === '')) return undefined;
    if (!isUuid(value)) throw DomainError.invalidField(metadata.data ?? 'id', `${metadata.data ?? 'id'} must be a UUID.`);
    return value.toLowerCase();
  }
}

/** `@UuidParam('id') id: string` */
export const UuidParam = (name: string) => Param(name, new ParseUuidPipe());
/** `@UuidQuery('campaignId') campaignId?: string` */
export const UuidQuery = (name: string) => Query(name, new ParseUuidPipe(true));
