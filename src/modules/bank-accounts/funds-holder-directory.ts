/**
 * What bank accounts need to know of funds holders, provided by the funds-holders module (which depends on this
 * one, so the dependency is inverted here to keep the module graph acyclic).
 */
export interface FundsHolderDirectory {
  /** Whether the funds holder exists in the caller's organization (the EntityManager is tenant-scoped). */
  exists(fundsHolderId: string): Promise<boolean>;
}

export const FUNDS_HOLDER_DIRECTORY = Symbol('FUNDS_HOLDER_DIRECTORY');
