/** The channel on which the database tells every server whose sessions or account access changed (migration 0020). */
export const SESSIONS_CHANNEL = 'roamcart_sessions';

/** What a signed-in request needs of its session and account to be let in (see `authenticate`). */
export interface SessionState {
  session: { id: number; userId: number; expiresAt: Date; revokedAt: Date | null; revokedReason: string | null };
  /** null: the account row is gone. */
  user: { id: number; createdAt: Date; status: string; deletedAt: Date | null } | null;
}

interface Entry {
  state: SessionState;
  cachedUntil: number;
}

/**
 * Session states by token hash, so a signed-in request is checked without a query. Whatever ends
 * a session or an account's access notifies every server (database triggers on `user_sessions`
 * and `users`), which then forgets that customer (`forgetUser`); the code that ends one also
 * forgets at once, so its own caller's next request is refused. The oldest entries go first
 * past `maxEntries`, and every entry expires after `ttlMs`, which bounds what a server keeps
 * should a notification be lost without the connection saying so.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Token hashes by customer: a notification names a customer, and a purge of expired sessions names many. */
  private readonly hashesByUser = new Map<number, Set<string>>();
  /** Moves on every forget: a state read before it is not kept (it may predate the change). */
  private generationCount = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string, now = Date.now()): SessionState | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now) {
      this.remove(tokenHash, entry);
      return undefined;
    }
    return entry.state;
  }

  /** Read before the state is loaded; `set` ignores a state loaded across a forget. */
  generation(): number {
    return this.generationCount;
  }

  set(tokenHash: string, state: SessionState, generation: number, now = Date.now()): void {
    if (generation !== this.generationCount) return;
    const current = this.entries.get(tokenHash);
    if (current) this.remove(tokenHash, current);
    this.entries.set(tokenHash, { state, cachedUntil: now + this.ttlMs });
    const userId = state.session.userId;
    let hashes = this.hashesByUser.get(userId);
    if (!hashes) this.hashesByUser.set(userId, (hashes = new Set()));
    hashes.add(tokenHash);
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      this.remove(oldest, entry);
    }
  }

  forgetUser(userId: number): void {
    this.generationCount += 1;
    for (const hash of this.hashesByUser.get(userId) ?? []) this.entries.delete(hash);
    this.hashesByUser.delete(userId);
  }

  /** Forgets everyone: notifications may have been missed. */
  clear(): void {
    this.generationCount += 1;
    this.entries.clear();
    this.hashesByUser.clear();
  }

  private remove(tokenHash: string, entry: Entry): void {
    this.entries.delete(tokenHash);
    const hashes = this.hashesByUser.get(entry.state.session.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.hashesByUser.delete(entry.state.session.userId);
  }
}
