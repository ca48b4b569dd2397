import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity for what does not expire. */
  expiresAt: number;
}

/** Expired entries are swept at most this often, on a write. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The embedded provider's state (sessions, interactions, grants, codes, refresh tokens) in this process's memory:
 * enough for the sandbox, which runs one API process; a restart signs everyone out, and several API processes
 * would not share it (docs/console.md, Sign-in). It is oidc-provider's adapter interface over one map, expiry
 * checked on every read.
 */
export class MemoryStore {
  private readonly entries = new Map<string, Entry>();
  private sweptAt = Date.now();

  /** oidc-provider's `adapter` option: one adapter per model, all in this store. */
  readonly adapter = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      upsert: async (id, payload, expiresIn) => {
        this.sweep();
        this.entries.set(key(id), { payload, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity });
      },
      find: async (id) => this.read(key(id)),
      findByUid: async (uid) => this.findWhere(model, (payload) => payload.uid === uid),
      findByUserCode: async (userCode) => this.findWhere(model, (payload) => payload.userCode === userCode),
      consume: async (id) => {
        const payload = this.read(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => void this.entries.delete(key(id)),
      revokeByGrantId: async (grantId) => {
        for (const [name, entry] of this.entries) if (entry.payload.grantId === grantId) this.entries.delete(name);
      },
    };
  };

  private read(name: string): AdapterPayload | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.payload;
    this.entries.delete(name);
    return undefined;
  }

  /** A model's live entry matching `test`: a scan, fine at a sandbox's size. */
  private findWhere(model: string, test: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    for (const [name, entry] of this.entries) {
      if (name.startsWith(`${model}:`) && test(entry.payload)) return this.read(name);
    }
    return undefined;
  }

  private sweep(): void {
    const now = Date.now();
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    for (const [name, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(name);
  }
}
