import type { SessionUser } from '../http/types';

/**
 * How long a session looked up once is believed without asking the database again. Every
 * request used to pay a round trip for its session; the hot lists answer in two more. A change
 * that could end or narrow a session (a logout, a deactivation, a new role or password) forgets
 * every entry at once: in this instance when the change's request is answered (`forgetAll`
 * from the guard), in the others when the database tells them (`pg_notify`, guard.ts). This
 * bound is what is left when a notification is lost with a dropped connection.
 */
export const SESSION_CACHE_MS = 10_000;
const MAX_ENTRIES = 10_000;

type Entry = { user: SessionUser; until: number };

/**
 * Sessions by token hash, in one process. `generation` guards against a lookup that began
 * before a change and ends after it: its answer is stale and is not kept.
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  private generation = 0;

  get(tokenHash: string, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** The generation to hand back to `set` with the answer of a lookup that starts now. */
  begin(): number {
    return this.generation;
  }

  set(tokenHash: string, user: SessionUser, expiresAt: Date, begunAt: number, now = Date.now()) {
    if (begunAt !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, {
      user,
      until: Math.min(now + SESSION_CACHE_MS, expiresAt.getTime()),
    });
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
