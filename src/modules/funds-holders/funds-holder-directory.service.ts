import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FundsHolderDirectory } from '../bank-accounts';
import { FundsHolder } from './funds-holder.entity';

/** What bank accounts may ask of funds holders; depends on nothing but the (tenant-scoped) EntityManager. */
@Injectable()
export class FundsHolderDirectoryService implements FundsHolderDirectory {
  constructor(private readonly em: EntityManager) {}

  async exists(id: string): Promise<boolean> {
    return (await this.em.count(FundsHolder, { id })) > 0;
  }
}
