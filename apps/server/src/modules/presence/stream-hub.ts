import type { Database } from '../../platform/db/client';
import { PRESENCE_CHANNEL } from './service';

type Listener = (userId: number) => void;
type Change = { user_id: number; org_ids: number[] };

/**
 * One database listener per instance, fanned out to the open presence streams by org. A
 * change committed on any instance reaches the streams of every instance (pg_notify).
 */
export function createPresenceHub(database: Pick<Database, 'listen'>) {
  const byOrg = new Map<number, Set<Listener>>();
  let stop: (() => Promise<void>) | null = null;

  const deliver = (payload: string) => {
    let change: Change;
    try {
      change = JSON.parse(payload) as Change;
    } catch {
      return;
    }
    for (const orgId of change.org_ids) {
      for (const listener of byOrg.get(orgId) ?? []) listener(change.user_id);
    }
  };

  return {
    start: async () => {
      stop = await database.listen(PRESENCE_CHANNEL, deliver);
    },
    close: async () => {
      byOrg.clear();
      await stop?.();
    },
    /** Calls `listener` with the user id of each change in the org; returns the unsubscribe. */
    subscribe(orgId: number, listener: Listener): () => void {
      const listeners = byOrg.get(orgId) ?? new Set<Listener>();
      listeners.add(listener);
      byOrg.set(orgId, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) byOrg.delete(orgId);
      };
    },
  };
}
export type PresenceHub = ReturnType<typeof createPresenceHub>;
