import 'reflect-metadata';
import { DomainError } from '../errors/domain-error';
import { createValidationPipe } from '../errors/validation';
import { AccountHolderNameField, AccountNumberField, AccountTypeField, RoutingNumberField } from './bank-account-fields';

/** A body made of the four fields, as every DTO taking a bank account declares them. */
class BankAccountBody {
  @AccountHolderNameField() accountHolderName!: string;
  @RoutingNumberField() routingNumber!: string;
  @AccountNumberField() accountNumber!: string;
  @AccountTypeField() accountType!: string;
}

const pipe = createValidationPipe();
const valid = { accountHolderName: 'Ada Lovelace', routingNumber: '021000021', accountNumber: '000123456789', accountType: 'Checking' };

async function fieldErrors(body: unknown): Promise<Record<string, string[]> | undefined> {
  try {
    await pipe.transform(body, { type: 'body', metatype: BankAccountBody });
    return undefined;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.extensions.errors as Record<string, string[]>;
  }
}

describe('the bank account fields', () => {
  it.each([
    [valid],
    [{ ...valid, accountType: 'Savings', accountNumber: '1234', accountHolderName: 'a'.repeat(200) }],
    [{ ...valid, routingNumber: '011000015', accountNumber: '1'.repeat(17) }],
  ])('accept %j', async (body) => {
    expect(await fieldErrors(body)).toBeUndefined();
  });

  it('refuse a routing number whose ABA check digit does not match, with that message only', async () => {
    expect(await fieldErrors({ ...valid, routingNumber: '021000022' })).toEqual({
      routingNumber: ['routingNumber is not a valid ABA routing number: its check digit does not match.'],
    });
  });

  it('give each rule its message, in the order the rules are read', async () => {
    expect(await fieldErrors({ accountHolderName: '', routingNumber: '0210', accountNumber: '12', accountType: 'Money' })).toEqual({
      accountHolderName: ['accountHolderName must not be empty.'],
      routingNumber: ['routingNumber must be 9 digits.'],
      accountNumber: ['accountNumber must be 4 to 17 digits.'],
      accountType: ['accountType must be one of Checking, Savings.'],
    });
    expect(await fieldErrors({ accountHolderName: 5, routingNumber: 21000021, accountNumber: 1234, accountType: null })).toEqual({
      accountHolderName: ['accountHolderName must be shorter than or equal to 200 characters', 'accountHolderName must be a string'],
      routingNumber: ['routingNumber must be 9 digits.', 'routingNumber must be a string'],
      accountNumber: ['accountNumber must be 4 to 17 digits.', 'accountNumber must be a string'],
      accountType: ['accountType must be one of Checking, Savings.'],
    });
  });

  it.each([
    ['accountHolderName', 'a'.repeat(201)],
    ['routingNumber', ' 021000021'],
    ['routingNumber', '٠٢١٠٠٠٠٢١'],
    ['accountNumber', '1'.repeat(18)],
    ['accountNumber', '1234 5678'],
    ['accountType', 'checking'],
  ])('refuse %s %j, naming it alone', async (field, value) => {
    expect(Object.keys((await fieldErrors({ ...valid, [field]: value })) ?? {})).toEqual([field]);
  });
});
