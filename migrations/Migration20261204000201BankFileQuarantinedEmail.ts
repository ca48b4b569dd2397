import { Migration } from '@mikro-orm/migrations';

/** The quarantine alert's template type (docs/bank-files-in.md, docs/emails.md): organizations may keep their own. */
export class Migration20261204000201BankFileQuarantinedEmail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table email_template drop constraint email_template_type_check,
        add constraint email_template_type_check check (type in ('InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail', 'InvitationEmail', 'ApprovalRequestEmail', 'BalanceLowEmail', 'BankFileQuarantinedEmail'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from email_template where type = 'BankFileQuarantinedEmail';`);
    this.addSql(`
      alter table email_template drop constraint email_template_type_check,
        add constraint email_template_type_check check (type in ('InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail', 'InvitationEmail', 'ApprovalRequestEmail', 'BalanceLowEmail'));`);
  }
}
