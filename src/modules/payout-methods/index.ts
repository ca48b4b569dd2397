export { PayoutMethodsModule } from './payout-methods.module';
export { PayoutMethodsService, type PayoutMethodSummary } from './payout-methods.service';
export {
  PayoutMethod,
  PayoutMethodCategory,
  CHECK_CATEGORIES,
  CARD_CATEGORIES,
  countCheckMethods,
  PAYOUT_REQUIREMENT_FIELDS,
  type PayoutRequirement,
  type PayoutRequirementField,
} from './payout-method.entity';
export { PayoutMethodView } from './dto/payout-method.view';
