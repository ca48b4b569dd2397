import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { newId } from '../../core/database/base.entity';
import { DomainError } from '../../core/errors/domain-error';
import { isInsufficientFunds, LedgerService, transfer, type Posting } from '../../core/ledger';
import { amountToCents, centsToAmount } from '../../core/money/money';
import { BankAccountsService } from '../bank-accounts';
import { CampaignsService } from '../campaigns';
import { BankRails } from '../payouts';
import { WithdrawalAccountsService, type WithdrawalDestination } from '../withdrawal-accounts';
import type { MoveMoneyDto } from './dto/money-movement.dto';
import { ApprovalOperations, DualControl, type Approval, type ApprovalGate, type ApprovalRequest } from '../approvals';

/** What leaves, from which ledger accounts, and the code a short balance answers. */
interface Movement {
  readonly kind: 'Withdrawal' | 'Refund';
  readonly postings: (amountCents: number) => Posting[];
  readonly shortCode: 'INSUFFICIENT_FUNDS' | 'INSUFFICIENT_DISTRIBUTION_BALANCE';
  readonly shortMessage: string;
}

/**
 * Withdrawals and refunds (docs/money-movement.md): an organization's own money leaving to one of its withdrawal
 * accounts. In one transaction the balance drops (ledger `Withdrawal` or `Refund`, with its statement line) and a
 * `Pending` ACH credit is written, which the next ACH batch puts into its NACHA file; a returned one comes back.
 */
@Injectable()
export class OutgoingMoney {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
    private readonly bankAccounts: BankAccountsService,
    private readonly campaigns: CampaignsService,
    private readonly withdrawalAccounts: WithdrawalAccountsService,
    private readonly rails: BankRails,
    private readonly dualControl: DualControl,
    operations: ApprovalOperations,
  ) {
    // What an approval carries out (docs/approvals.md): the request as it was asked, by its requester, now.
    operations.register('bankAccounts.withdraw', async (requester, params, approval) => ({
      status: 202,
      body: await this.withdraw(requester, params.bankAccountId as string, params.body as MoveMoneyDto, approval),
    }));
    operations.register('campaigns.refund', async (requester, params, approval) => ({
      status: 202,
      body: await this.refund(requester, params.campaignId as string, params.body as MoveMoneyDto, approval),
    }));
  }

  /** `:withdraw`: money on the bank account that no campaign has been given. Waits for approval above the `Withdraw` rule's threshold. */
  async withdraw(principal: Principal, bankAccountId: string, dto: MoveMoneyDto, approval?: Approval): Promise<{ transactionId: string } | ApprovalRequest> {
    await this.bankAccounts.get(bankAccountId);
    const destination = await this.destination(dto.withdrawalAccountId, [bankAccountId], 'bank account');
    const operation = { kind: 'bankAccounts.withdraw', params: { bankAccountId, body: { ...dto } } };
    return this.dualControl.run(principal, 'Withdraw', operation, approval, (gate) =>
      this.em.transactional(async (em) => {
        const accounts = await this.ledger.ensureAccounts(em, principal.organizationId, bankAccountId, ['BankAccountUnattributed', 'ExternalFunding']);
        return this.send(em, principal, dto, destination, gate, { bankAccountId, count: 1 }, {
          kind: 'Withdrawal',
          postings: (cents) => transfer(accounts.BankAccountUnattributed, accounts.ExternalFunding, cents),
          shortCode: 'INSUFFICIENT_FUNDS',
          shortMessage: `The money on bank account ${bankAccountId} that no campaign has been given`,
        });
      }),
    );
  }

  /** `:refund`: a campaign's unallocated money, to a withdrawal account of the campaign or of the bank account holding it. Waits for approval above the `Refund` rule's threshold. */
  async refund(principal: Principal, campaignId: string, dto: MoveMoneyDto, approval?: Approval): Promise<{ transactionId: string } | ApprovalRequest> {
    // The campaign's bank account: the one holding its money (or, before any arrived, its funds holder's).
    const account = await this.campaigns.accountDetails(campaignId);
    const destination = await this.destination(dto.withdrawalAccountId, [campaignId, account.id], 'campaign');
    const operation = { kind: 'campaigns.refund', params: { campaignId, body: { ...dto } } };
    return this.dualControl.run(principal, 'Refund', operation, approval, (gate) =>
      this.em.transactional(async (em) => {
        const accounts = await this.ledger.ensureAccounts(em, principal.organizationId, campaignId, ['CampaignUnallocated', 'CampaignReturned']);
        return this.send(em, principal, dto, destination, gate, { campaignId, count: 1 }, {
          kind: 'Refund',
          postings: (cents) => transfer(accounts.CampaignUnallocated, accounts.CampaignReturned, cents),
          shortCode: 'INSUFFICIENT_DISTRIBUTION_BALANCE',
          shortMessage: `The unallocated balance of campaign ${campaignId}`,
        });
      }),
    );
  }

  private async send(
    em: EntityManager,
    principal: Principal,
    dto: MoveMoneyDto,
    destination: WithdrawalDestination,
    gate: ApprovalGate,
    summary: { bankAccountId?: string; campaignId?: string; count: number },
    movement: Movement,
  ): Promise<{ transactionId: string }> {
    const amountCents = amountToCents(dto.amount);
    const transactionId = newId();
    try {
      await this.ledger.post(em, {
        organizationId: principal.organizationId,
        kind: movement.kind,
        referenceId: transactionId,
        postings: movement.postings(amountCents),
        statement: [{ id: transactionId, referenceId: transactionId, amountCents, description: `${movement.kind} to ${destination.name} (account ending ${destination.accountNumberLast4})` }],
      });
    } catch (error) {
      if (isInsufficientFunds(error)) {
        throw DomainError.conflict(movement.shortCode, `${movement.shortMessage} cannot cover ${centsToAmount(amountCents)} (available: ${centsToAmount(error.balanceCents)}); nothing was moved.`);
      }
      throw error;
    }
    // Checked as usual first (the balance covers it), then held for a second person above the rule's threshold.
    gate.check(amountCents, summary);
    this.rails.openOutgoing(em, {
      organizationId: principal.organizationId,
      purpose: movement.kind,
      statementLineId: transactionId,
      amountCents,
      destination,
    });
    await em.flush();
    return { transactionId };
  }

  private async destination(withdrawalAccountId: string, ownerIds: readonly string[], owner: string): Promise<WithdrawalDestination> {
    const destination = await this.withdrawalAccounts.destination(withdrawalAccountId, ownerIds);
    // An unknown reference is a 404, as elsewhere; another owner's withdrawal account is unknown to this one.
    if (!destination) throw DomainError.notFound(`Withdrawal account of this ${owner}`, withdrawalAccountId);
    return destination;
  }
}
