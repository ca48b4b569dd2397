import { Injectable, Param, PipeTransform, Query, type ArgumentMetadata } from '@nestjs/common';
import { ApiParam, ApiQuery } from '@nestjs/swagger';
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

/**
 * Validates the parameter with the pipe and documents it as a uuid, in one decorator: the document calls a parameter
 * a uuid where its route checks one, and nowhere else (an `externalId` is free text; docs/api-conventions.md).
 */
function uuidParameter(place: 'path' | 'query', name: string): ParameterDecorator {
  return (target, key, index) => {
    (place === 'path' ? Param(name, new ParseUuidPipe()) : Query(name, new ParseUuidPipe(true)))(target, key, index);
    if (key === undefined) return;
    const schema = { type: 'string' as const, format: 'uuid' };
    const describe = place === 'path' ? ApiParam({ name, schema }) : ApiQuery({ name, required: false, schema });
    describe(target, key, Object.getOwnPropertyDescriptor(target, key)!);
  };
}

/** `@UuidParam('id') id: string` */
export const UuidParam = (name: string) => uuidParameter('path', name);
/** `@UuidQuery('campaignId') campaignId?: string` */
export const UuidQuery = (name: string) => uuidParameter('query', name);
