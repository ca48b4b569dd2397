import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000600EmailTemplates extends Migration {
  override async up(): Promise<void> {
    // filled in below
  }
}
