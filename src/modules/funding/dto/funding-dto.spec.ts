import 'reflect-metadata';
import type { ArgumentMetadata } from '@nestjs/common';
import { DomainError } from '../../../core/errors/domain-error';
import { createValidationPipe } from '../../../core/errors/validation';
import { ReceiveAchDto } from './receive-ach.dto';
import { TransferTagsDto } from './transfer-tags.dto';

const pipe = createValidationPipe();
const bodyOf = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });

/** The field errors the global pipe answers for a body, or undefined when it passes. */
async function fieldErrors(metatype: ArgumentMetadata['metatype'], body: unknown): Promise<Record<string, string[]> | undefined> {
  try {
    await pipe.transform(body, bodyOf(metatype));
    return undefined;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.extensions.errors as Record<string, string[]>;
  }
}

describe('ReceiveAchDto', () => {
  it.each([[{ amount: 10000 }], [{ amount: 0.01, idempotencyKey: 'k', campaignId: '0195F0A4-8C1E-7D3A-9B2F-4C5D6E7F8A9B' }]])(
    'accepts %j',
    async (body) => {
      expect(await fieldErrors(ReceiveAchDto, body)).toBeUndefined();
    },
  );

  it.each([[0], [-1], [1.001], ['10'], [Number.NaN], [null], [true]])('refuses the amount %p, naming amount', async (amount) => {
    expect(Object.keys((await fieldErrors(ReceiveAchDto, { amount })) ?? {})).toEqual(['amount']);
  });

  it('refuses an empty or overlong idempotency key, a malformed campaignId and unknown members', async () => {
    expect(await fieldErrors(ReceiveAchDto, { amount: 1, idempotencyKey: '', campaignId: 'x', note: 'hi' })).toEqual({
      idempotencyKey: ['idempotencyKey must be 1 to 255 characters long.'],
      campaignId: ['campaignId must be a UUID.'],
      note: ['note is not a known field.'],
    });
    expect(Object.keys((await fieldErrors(ReceiveAchDto, { amount: 1, idempotencyKey: 'k'.repeat(256) })) ?? {})).toEqual(['idempotencyKey']);
  });

  it('refuses null for the members that may only be left out', async () => {
    expect(await fieldErrors(ReceiveAchDto, { amount: 12.5, campaignId: null, idempotencyKey: null })).toEqual({
      campaignId: ['campaignId must be a UUID.'],
      idempotencyKey: ['idempotencyKey must be 1 to 255 characters long.', 'idempotencyKey must be a string.'],
    });
  });
});

describe('TransferTagsDto', () => {
  it('takes a uuid or null', async () => {
    expect(await fieldErrors(TransferTagsDto, { campaignId: '0195f0a4-8c1e-7d3a-9b2f-4c5d6e7f8a9b' })).toBeUndefined();
    expect(await fieldErrors(TransferTagsDto, { campaignId: null })).toBeUndefined();
  });

  it.each([[{}], [{ campaignId: '' }], [{ campaignId: 12 }], [{ campaignId: 'nope' }]])('refuses %j, naming campaignId', async (body) => {
    expect(await fieldErrors(TransferTagsDto, body)).toEqual({ campaignId: ['campaignId must be a UUID or null.'] });
  });
});
