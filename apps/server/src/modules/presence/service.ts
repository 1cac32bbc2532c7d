import { formatMessage } from '@switchboard/contract/messages';
import type {
  PresenceEvent,
  PresenceEventInput,
  PresenceEventsResult,
} from '@switchboard/contract/presence';
import type { Softphone } from '@switchboard/contract/users';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import {
  liveUserIds,
  lockSoftphones,
  notifyPresence,
  orgsOfUsers,
  saveSoftphone,
  touchDevice,
  type SoftphoneRow,
} from './repository';

/** The database channel presence changes are announced on (stream-hub.ts listens). */
export const PRESENCE_CHANNEL = 'presence_changes';

type State = { status: Softphone['status']; presence: Softphone['presence'] };

/** What each event makes of a softphone's state. */
function next(event: PresenceEvent, current: State): State {
  switch (event) {
    case 'registered':
      // A softphone that registers mid-call keeps showing BUSY.
      return {
        status: 'REGISTERED',
        presence: current.presence === 'BUSY' ? 'BUSY' : 'AVAILABLE',
      };
    case 'unregistered':
      return { status: 'UNREGISTERED', presence: 'OFFLINE' };
    case 'on_call':
      return { status: 'REGISTERED', presence: 'BUSY' };
    case 'idle':
      return { status: 'REGISTERED', presence: 'AVAILABLE' };
    case 'away':
      return { status: current.status, presence: 'AWAY' };
  }
}

/**
 * Applies the switch's softphone events in the order they happened. An event older than the
 * state it would change (a retry, or one that overtook another on the way) is counted as
 * stale and changes nothing, so a late 'registered' never undoes a newer 'unregistered'.
 * The whole batch is checked first: an unknown user refuses it, naming the event.
 */
export async function applyPresenceEvents(
  db: Db,
  events: PresenceEventInput[],
): Promise<PresenceEventsResult> {
  const userIds = [...new Set(events.map((e) => e.user_id))];
  const live = await liveUserIds(db, userIds);
  const unknown = events.findIndex((e) => !live.has(e.user_id));
  if (unknown >= 0)
    throw badRequest(formatMessage('presenceUserUnknown', { id: events[unknown]!.user_id }), [
      { field: `events.${unknown}.user_id`, message: 'unknown user' },
    ]);
  const ordered = events
    .map((event, index) => ({ event, index, at: new Date(event.at) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());

  return db.transaction(async (tx) => {
    const softphones = await lockSoftphones(tx, userIds);
    const changed = new Set<number>();
    let stale = 0;
    for (const { event, index, at } of ordered) {
      const current = softphones.get(event.user_id);
      if (current?.lastSeenAt && at < current.lastSeenAt) {
        stale += 1;
        continue;
      }
      const sipUsername = event.sip_username ?? current?.sipUsername;
      if (!sipUsername)
        throw badRequest(formatMessage('presenceNeedsSipUsername', { id: event.user_id }), [
          { field: `events.${index}.sip_username`, message: 'required on the first event' },
        ]);
      const state = next(event.event, {
        status: (current?.status as State['status'] | undefined) ?? 'UNREGISTERED',
        presence: (current?.presence as State['presence'] | undefined) ?? 'OFFLINE',
      });
      const row: SoftphoneRow = {
        userId: event.user_id,
        sipUsername,
        status: state.status,
        presence: state.presence,
        presenceSince: current && current.presence === state.presence ? current.presenceSince : at,
        registeredAt:
          event.event === 'registered' && current?.status !== 'REGISTERED'
            ? at
            : (current?.registeredAt ?? null),
        lastReconnectAt: current?.lastReconnectAt ?? null,
        lastSeenAt: at,
        updatedAt: new Date(),
      };
      await saveSoftphone(tx, row);
      softphones.set(event.user_id, row);
      if (event.device) await touchDevice(tx, event.user_id, event.device, at);
      changed.add(event.user_id);
    }
    const orgs = await orgsOfUsers(tx, [...changed]);
    for (const userId of changed) {
      await notifyPresence(
        tx,
        PRESENCE_CHANNEL,
        JSON.stringify({ user_id: userId, org_ids: orgs.get(userId) ?? [] }),
      );
    }
    return { applied: events.length - stale, stale };
  });
}
