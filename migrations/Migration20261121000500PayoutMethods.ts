import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000500PayoutMethods extends Migration {
  override async up(): Promise<void> {
    // filled in below
  }
}
