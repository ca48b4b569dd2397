import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength, registerDecorator } from 'class-validator';
import { isValidRoutingNumber } from './aba-routing';

/**
 * The rules of a US bank account as a request gives it (a beneficiary's for direct ACH, an organization's withdrawal
 * account), written once so every body that takes one refuses the same input with the same messages and documents it
 * the same way. Each decorator is one request member: its OpenAPI property and its class-validator rules.
 */

export const ACH_ACCOUNT_TYPES = ['Checking', 'Savings'] as const;
export type AchAccountTypeName = (typeof ACH_ACCOUNT_TYPES)[number];

export const ACCOUNT_HOLDER_NAME_MAX_LENGTH = 200;

/** A routing number whose ABA check digit matches (nine digits are checked by `Matches` beside it). */
export function IsAbaRoutingNumber(): PropertyDecorator {
  return (target: object, property: string | symbol) => {
    const propertyName = String(property);
    registerDecorator({
      name: 'isAbaRoutingNumber',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !/^[0-9]{9}$/.test(value) || isValidRoutingNumber(value),
        defaultMessage: () => `${propertyName} is not a valid ABA routing number: its check digit does not match.`,
      },
    });
  };
}

// applyDecorators applies its arguments first to last, where stacked decorators apply bottom to top: each list below
// is the stacked order reversed, so the rules register (and their messages come) in the order they are read.

/** `accountHolderName`: the name on the account, 1 to 200 characters. */
export const AccountHolderNameField = () =>
  applyDecorators(
    MaxLength(ACCOUNT_HOLDER_NAME_MAX_LENGTH),
    IsNotEmpty({ message: 'accountHolderName must not be empty.' }),
    IsString(),
    ApiProperty({ minLength: 1, maxLength: ACCOUNT_HOLDER_NAME_MAX_LENGTH, example: 'Ada Lovelace', description: 'The name on the account, as the bank knows it.' }),
  );

/** `routingNumber`: nine ASCII digits whose ABA check digit matches. */
export const RoutingNumberField = () =>
  applyDecorators(
    IsAbaRoutingNumber(),
    Matches(/^[0-9]{9}$/, { message: 'routingNumber must be 9 digits.' }),
    IsString(),
    ApiProperty({ example: '021000021', description: '9 digits with a valid ABA check digit.' }),
  );

/** `accountNumber`: 4 to 17 ASCII digits. */
export const AccountNumberField = () =>
  applyDecorators(
    Matches(/^[0-9]{4,17}$/, { message: 'accountNumber must be 4 to 17 digits.' }),
    IsString(),
    ApiProperty({ example: '000123456789', description: '4 to 17 digits.' }),
  );

/** `accountType`: `Checking` or `Savings` (schema `AchAccountType`). */
export const AccountTypeField = () =>
  applyDecorators(
    IsIn(ACH_ACCOUNT_TYPES, { message: `accountType must be one of ${ACH_ACCOUNT_TYPES.join(', ')}.` }),
    ApiProperty({ enum: ACH_ACCOUNT_TYPES, enumName: 'AchAccountType' }),
  );
