import { applyDecorators } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import { pagedSchema } from '../../core/http/paging';
import { WithdrawalAccountView } from './dto/withdrawal-account.view';

/** The path of withdrawal accounts under their owner, and its older name, served as a deprecated alias. */
export const CANONICAL = 'withdrawal-accounts';
export const ALIAS = 'linked-accounts';
/** For `setCreatedLocation`: a create through the alias answers the canonical URL. */
export const LOCATION_ALIASES = { [ALIAS]: CANONICAL };

/** The owner as the documentation names it: `bank account` and `/bank-accounts`, or `campaign` and `/campaigns`. */
export interface OwnerWords {
  noun: string;
  collection: string;
}

const deprecation = (owner: OwnerWords, alias: boolean, method: 'GET' | 'POST') =>
  alias ? { deprecated: true, description: `Deprecated alias of \`${method} /${owner.collection}/{id}/${CANONICAL}\`, the earlier name; it behaves the same.` } : {};

const LOCATION = {
  Location: {
    schema: { type: 'string' },
    description: `URL of the new withdrawal account, always under \`/${CANONICAL}\` (also when the request used \`/${ALIAS}\`), in the version of the request.`,
  },
};

/** The OpenAPI description of a create route, canonical or alias. */
export const CreateRouteDocs = (owner: OwnerWords, alias = false) =>
  applyDecorators(
    ApiExtraModels(WithdrawalAccountView),
    ApiOperation({
      summary: `Create a withdrawal account of a ${owner.noun}`,
      description: `A return external account of the ${owner.noun}: the routing number's ABA check digit is verified, the account number is stored encrypted, and both numbers are answered masked.`,
      ...deprecation(owner, alias, 'POST'),
    }),
    ApiCreatedResponse({ description: 'The withdrawal account, numbers masked.', schema: { $ref: getSchemaPath(WithdrawalAccountView) }, headers: LOCATION }),
    ApiNotFoundResponse({ description: `No such ${owner.noun} in the organization.` }),
  );

/** The OpenAPI description of a list route, canonical or alias. */
export const ListRouteDocs = (owner: OwnerWords, alias = false) =>
  applyDecorators(
    ApiExtraModels(WithdrawalAccountView),
    ApiOperation({ summary: `List the withdrawal accounts of a ${owner.noun}`, description: 'Newest first, numbers masked.', ...deprecation(owner, alias, 'GET') }),
    ApiOkResponse({ schema: pagedSchema(WithdrawalAccountView) }),
    ApiNotFoundResponse({ description: `No such ${owner.noun} in the organization.` }),
  );

/** The OpenAPI description of the read of one withdrawal account (the `Location` of a create). */
export const ReadRouteDocs = (owner: OwnerWords) =>
  applyDecorators(
    ApiExtraModels(WithdrawalAccountView),
    ApiOperation({ summary: `Read a withdrawal account of a ${owner.noun}`, description: 'Numbers masked.' }),
    ApiOkResponse({ schema: { $ref: getSchemaPath(WithdrawalAccountView) } }),
    ApiNotFoundResponse({ description: `No such ${owner.noun} in the organization, or no such withdrawal account of it.` }),
  );

/** The OpenAPI description of the removal of one withdrawal account. */
export const RemoveRouteDocs = (owner: OwnerWords) =>
  applyDecorators(
    ApiOperation({
      summary: `Remove a withdrawal account of a ${owner.noun}`,
      description: 'It can no longer be chosen for a withdrawal or refund; those already sent to it travel on unchanged.',
    }),
    ApiNoContentResponse({ description: 'Removed; no body.' }),
    ApiNotFoundResponse({ description: `No such ${owner.noun} in the organization, or no such withdrawal account of it.` }),
  );
