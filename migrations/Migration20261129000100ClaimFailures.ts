import { Migration } from '@mikro-orm/migrations';

/**
 * Wrong one-time codes count per instruction like wrong passwords (docs/claims.md): the failed-try table becomes
 * `claim_failure`, each row naming its step, so that a day's wrong codes, across sessions and codes, can be capped.
 * Written by the claims module only.
 */
export class Migration20261129000100ClaimFailures extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table claim_password_failure rename to claim_failure;');
    this.addSql(`alter table claim_failure add column step text not null default 'Password' check (step in ('Password', 'Code'));`);
    this.addSql('alter table claim_failure alter column step drop default;');
    this.addSql('drop index if exists claim_password_failure_idx;');
    this.addSql('create index claim_failure_idx on claim_failure (payout_instruction_id, step, occurred_on desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists claim_failure_idx;');
    this.addSql(`delete from claim_failure where step <> 'Password';`);
    this.addSql('alter table claim_failure drop column step;');
    this.addSql('alter table claim_failure rename to claim_password_failure;');
    this.addSql('create index claim_password_failure_idx on claim_password_failure (payout_instruction_id, occurred_on desc);');
  }
}
