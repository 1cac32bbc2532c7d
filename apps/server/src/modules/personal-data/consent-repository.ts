import { sql } from 'drizzle-orm';
import type {
  Consent,
  ConsentChannel,
  ConsentGivenHow,
  ConsentWithdrawnHow,
} from '@switchboard/contract/personal-data';
import { consentChannels } from '@switchboard/contract/personal-data';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';

type Row = {
  channel: ConsentChannel;
  given_at: Date | string | null;
  given_how: ConsentGivenHow | null;
  withdrawn_at: Date | string | null;
  withdrawn_how: ConsentWithdrawnHow | null;
};

/** Every channel, with what the person said on it (nothing yet: not given). */
export async function consentsOf(db: DbOrTx, userId: number): Promise<Consent[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select channel, given_at, given_how, withdrawn_at, withdrawn_how
          from marketing_consents where user_id = ${userId}`,
  );
  return consentChannels.map((channel) => {
    const r = rows.find((x) => x.channel === channel);
    return {
      channel,
      given: Boolean(r?.given_at && !r.withdrawn_at),
      given_at: toIso(r?.given_at),
      given_how: r?.given_how ?? null,
      withdrawn_at: toIso(r?.withdrawn_at),
      withdrawn_how: r?.withdrawn_how ?? null,
    };
  });
}

/** Consent given (again) now, for these people on these channels; answers how many changed. */
export async function upsertGiven(
  db: DbOrTx,
  userIds: number[],
  channels: readonly ConsentChannel[],
  how: ConsentGivenHow,
): Promise<number> {
  if (userIds.length === 0 || channels.length === 0) return 0;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into marketing_consents (user_id, channel, given_at, given_how)
        select u, c, now(), ${how}
          from unnest(${sql.raw(`array[${userIds.map(Number).join(',')}]::int[]`)}) u
         cross join unnest(${sql.raw(`array[${channels.map((c) => `'${c}'`).join(',')}]::text[]`)}) c
        on conflict (user_id, channel) do update
           set given_at = now(), given_how = excluded.given_how,
               withdrawn_at = null, withdrawn_how = null, updated_at = now()
         where marketing_consents.given_at is null or marketing_consents.withdrawn_at is not null
        returning id`,
  );
  return rows.length;
}

/** Consent withdrawn now (kept as a row even when none was given: the person said no). */
export async function upsertWithdrawn(
  db: DbOrTx,
  userId: number,
  channel: ConsentChannel,
  how: ConsentWithdrawnHow,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into marketing_consents (user_id, channel, withdrawn_at, withdrawn_how)
        values (${userId}, ${channel}, now(), ${how})
        on conflict (user_id, channel) do update
           set withdrawn_at = now(), withdrawn_how = excluded.withdrawn_how, updated_at = now()
         where marketing_consents.withdrawn_at is null
        returning id`,
  );
  return rows.length === 1;
}

export async function personExists(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where id = ${userId} and deleted_at is null`,
  );
  return rows.length === 1;
}
