import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity for what does not expire. */
  expiresAt: number;
}

/** Expired entries are swept at most this often, on a write. */
const SWEEP_EVERY_MS = 60_000;
/** Entries kept at most: past it the oldest written go first, so a flood of sign-ins cannot fill the process. */
const MAX_ENTRIES = 100_000;

/**
 * The embedded provider's state (sessions, interactions, grants, codes, refresh tokens) in this process's memory:
 * enough for the sandbox, which runs one API process; a restart signs everyone out, and several API processes
 * would not share it (docs/console.md, Sign-in). It is oidc-provider's adapter interface over one map, expiry
 * checked on every read, with indexes for the two lookups by another member (a session's uid, a device's user code).
 */
export class MemoryStore {
  private readonly entries = new Map<string, Entry>();
  /** `<model>:uid:<uid>` and `<model>:userCode:<code>` to an entry's key. */
  private readonly indexes = new Map<string, string>();
  private sweptAt = Date.now();

  /** oidc-provider's `adapter` option: one adapter per model, all in this store. */
  readonly adapter = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const byIndex = (name: string) => {
      const target = this.indexes.get(name);
      return target === undefined ? undefined : this.read(target);
    };
    return {
      upsert: async (id, payload, expiresIn) => {
        this.sweep();
        const name = key(id);
        // Written again, it drops its old indexes and becomes the newest (a Map keeps insertion order).
        this.remove(name);
        this.entries.set(name, { payload, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity });
        if (typeof payload.uid === 'string') this.indexes.set(`${model}:uid:${payload.uid}`, name);
        if (typeof payload.userCode === 'string') this.indexes.set(`${model}:userCode:${payload.userCode}`, name);
        if (this.entries.size > MAX_ENTRIES) this.remove(this.entries.keys().next().value as string);
      },
      find: async (id) => this.read(key(id)),
      findByUid: async (uid) => byIndex(`${model}:uid:${uid}`),
      findByUserCode: async (userCode) => byIndex(`${model}:userCode:${userCode}`),
      consume: async (id) => {
        const payload = this.read(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => this.remove(key(id)),
      revokeByGrantId: async (grantId) => {
        for (const [name, entry] of this.entries) if (entry.payload.grantId === grantId) this.remove(name);
      },
    };
  };

  private read(name: string): AdapterPayload | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.payload;
    this.remove(name);
    return undefined;
  }

  private remove(name: string): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    this.entries.delete(name);
    const model = name.slice(0, name.indexOf(':'));
    for (const index of [`${model}:uid:${String(entry.payload.uid)}`, `${model}:userCode:${String(entry.payload.userCode)}`]) {
      if (this.indexes.get(index) === name) this.indexes.delete(index);
    }
  }

  private sweep(): void {
    const now = Date.now();
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    for (const [name, entry] of this.entries) if (entry.expiresAt <= now) this.remove(name);
  }
}
