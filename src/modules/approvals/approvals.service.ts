import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, type FieldErrors } from '../../core/errors/domain-error';
import type { Page } from '../../core/http/paging';
import { amountToCents } from '../../core/money/money';
import type { ApprovalRequest } from './approval-request';
import { ApprovalRequestsStore, type ApprovalFilter } from './approval-requests.store';
import { ApprovalRules, type ApprovalRule } from './approval-rules';
import type { ApprovalPolicyInput, ApprovalRequestsQuery } from './dto/approval.inputs';

/** The policy and the requests as the API reads them (docs/approvals.md). */
@Injectable()
export class ApprovalsService {
  constructor(
    private readonly em: EntityManager,
    private readonly rules: ApprovalRules,
    private readonly store: ApprovalRequestsStore,
  ) {}

  policy(organizationId: string): Promise<ApprovalRule[]> {
    return this.rules.of(organizationId);
  }

  async replacePolicy(organizationId: string, input: ApprovalPolicyInput): Promise<ApprovalRule[]> {
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    input.rules.forEach((rule, index) => {
      if (seen.has(rule.action)) errors[`rules[${index}].action`] = [`${rule.action} has a rule already: at most one rule per action.`];
      seen.add(rule.action);
    });
    if (Object.keys(errors).length) throw DomainError.validation(errors);
    await this.rules.replace(organizationId, input.rules.map((rule) => ({ action: rule.action, thresholdCents: amountToCents(rule.threshold) })));
    return this.rules.of(organizationId);
  }

  requests(organizationId: string, query: ApprovalRequestsQuery): Promise<Page<ApprovalRequest>> {
    const filter: ApprovalFilter = { status: query.status, action: query.action };
    return this.store.page(this.em, organizationId, filter, query);
  }

  /** For subscribers (webhooks, emails): the requests their events name. */
  findMany(em: EntityManager, ids: readonly string[]): Promise<ApprovalRequest[]> {
    return this.store.findMany(em, ids);
  }

  async request(organizationId: string, id: string): Promise<ApprovalRequest> {
    const request = await this.store.find(this.em, organizationId, id);
    if (!request) throw DomainError.notFound('Approval request', id);
    return request;
  }
}
