import { Migration } from '@mikro-orm/migrations';

/**
 * The organization's NACHA files and print runs, newest first (`GET /admin/ach-files`, `GET /admin/check-print-runs`,
 * docs/bank-rails.md): a page read from the index, not from every file of the deployment.
 */
export class Migration20261202000700RailFilesByOrganization extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index ach_file_organization_created_idx on ach_file (organization_id, created_on desc, id desc);');
    this.addSql('create index check_print_run_organization_printed_idx on check_print_run (organization_id, printed_on desc, id desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index ach_file_organization_created_idx;');
    this.addSql('drop index check_print_run_organization_printed_idx;');
  }
}
