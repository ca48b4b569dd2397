import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { isUuid } from '../../core/http/parse-uuid.pipe';
import { Organization } from '../organization';
import { PayoutMethod, PayoutMethodCategory } from './payout-method.entity';

/**
 * The catalog and the organization row are not tenant-scoped, so the tenant filter has nothing to add; turning it
 * off lets these reads run where no organization was set on the EntityManager (workers, other contexts' jobs).
 */
const GLOBAL = { filters: { tenant: false } } as const;

/** What a campaign or draft keeps of a payout method it offers. */
export interface PayoutMethodSummary {
  id: string;
  name: string;
  category: PayoutMethodCategory;
  minAmountCents: number;
  maxAmountCents: number;
}

/**
 * The payout method catalog, as one organization may use it: active methods only, and `CheckTransfer` only where
 * the organization's `checkTransferEnabled` setting allows it. Every method takes the organization id explicitly,
 * so it works outside an HTTP request too (workers, other contexts).
 */
@Injectable()
export class PayoutMethodsService {
  constructor(private readonly em: EntityManager) {}

  async list(organizationId: string, query: PageQuery): Promise<Page<PayoutMethod>> {
    const [items, total] = await this.em.findAndCount(PayoutMethod, await this.offeredTo(organizationId), {
      ...GLOBAL,
      orderBy: { sortOrder: 'asc', name: 'asc', id: 'asc' },
      ...pageOffset(query),
    });
    return toPage(items, total, query);
  }

  /** 404 for an unknown or retired method, and for a `CheckTransfer` the organization may not use. */
  async get(organizationId: string, id: string): Promise<PayoutMethod> {
    const method = await this.em.findOne(PayoutMethod, { $and: [{ id }, await this.offeredTo(organizationId)] }, GLOBAL);
    if (!method) throw DomainError.notFound('Payout method', id);
    return method;
  }

  /**
   * The methods a campaign or draft is to offer, in the given order. Refuses (400, under `payoutMethodIds`) every
   * malformed, repeated, unknown or retired id and every `CheckTransfer` the organization may not use, naming each.
   * The one-check-method rule is the caller's (see `countCheckMethods`).
   */
  async resolveForCampaign(organizationId: string, ids: readonly string[]): Promise<PayoutMethodSummary[]> {
    if (ids.length === 0) return [];
    const wellFormed = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    const found = wellFormed.length > 0 ? await this.em.find(PayoutMethod, { id: { $in: wellFormed } }, GLOBAL) : [];
    const checkTransferEnabled = await this.checkTransferEnabled(organizationId);
    const byId = new Map(found.map((method) => [method.id, method]));

    const errors: string[] = [];
    const seen = new Set<string>();
    const summaries: PayoutMethodSummary[] = [];
    for (const id of ids) {
      if (!isUuid(id)) {
        errors.push(`Payout method id ${JSON.stringify(id)} is not a UUID.`);
        continue;
      }
      const key = id.toLowerCase();
      if (seen.has(key)) {
        errors.push(`Payout method ${key} is listed more than once.`);
        continue;
      }
      seen.add(key);
      const method = byId.get(key);
      if (!method) errors.push(`Payout method ${key} does not exist.`);
      else if (!method.isActive) errors.push(`Payout method ${key} (${method.name}) is no longer available.`);
      else if (method.category === PayoutMethodCategory.CheckTransfer && !checkTransferEnabled) {
        errors.push(`Payout method ${key} (${method.name}) is not available to your organization.`);
      } else {
        summaries.push({ id: method.id, name: method.name, category: method.category, minAmountCents: method.minAmountCents, maxAmountCents: method.maxAmountCents });
      }
    }
    if (errors.length > 0) throw DomainError.validation({ payoutMethodIds: errors });
    return summaries;
  }

  /**
   * Catalog entries by id, retired ones included (a campaign keeps offering what it chose); unknown ids are left
   * out. For the claim: a method's requirements, description and brand.
   */
  async entries(ids: readonly string[]): Promise<Map<string, PayoutMethod>> {
    const wellFormed = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (wellFormed.length === 0) return new Map();
    const found = await this.em.find(PayoutMethod, { id: { $in: wellFormed } }, GLOBAL);
    return new Map(found.map((method) => [method.id, method]));
  }

  /** The brand of each method (a gift card's retailer), for the providers. */
  async brandsOf(ids: readonly string[]): Promise<Map<string, string | null>> {
    return new Map([...(await this.entries(ids))].map(([id, method]) => [id, method.brand ?? null]));
  }

  /** Whether the organization may use `CheckTransfer`; an organization not provisioned yet may not. */
  async checkTransferEnabled(organizationId: string): Promise<boolean> {
    if (!isUuid(organizationId)) return false;
    const organization = await this.em.findOne(Organization, { id: organizationId }, GLOBAL);
    return organization?.checkTransferEnabled ?? false;
  }

  private async offeredTo(organizationId: string): Promise<FilterQuery<PayoutMethod>> {
    return (await this.checkTransferEnabled(organizationId))
      ? { isActive: true }
      : { isActive: true, category: { $ne: PayoutMethodCategory.CheckTransfer } };
  }
}
