import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Correction } from '@switchboard/contract/personal-data';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { orgWithKyc } from '../../test/factories';

const t = useTestApp();

type UserRow = { first_name: string; last_name: string; email: string | null; phone: string };

describe('corrections of a person data', () => {
  let ownerId: number;
  let before: UserRow;

  beforeAll(async () => {
    const orgId = await orgWithKyc(t.ctx.db, { phone: '9812300081' });
    const [row] = await rowsOf<{ owner_id: number }>(
      t.ctx.db,
      sql`select owner_id from orgs where id = ${orgId}`,
    );
    ownerId = row!.owner_id;
    before = await user(ownerId);
  });

  const user = async (id: number) =>
    (
      await rowsOf<UserRow>(
        t.ctx.db,
        sql`select first_name, last_name, email, phone from users where id = ${id}`,
      )
    )[0]!;

  it('corrects name, email and phone for staff granted personal data, old to new, on record', async () => {
    const plain = await t.ctx.loginAs('ADMIN');
    const refused = await plain.post(`/api/admin/people/${ownerId}/corrections`, {
      last_name: 'Raghunathan',
    });
    expect(refused.statusCode).toBe(403);

    const admin = await t.ctx.loginAs('ADMIN', [
      { action: 'read', subject: 'PersonalData' },
      { action: 'update', subject: 'PersonalData' },
    ]);
    const answer = await admin.post(`/api/admin/people/${ownerId}/corrections`, {
      first_name: before.first_name,
      last_name: 'Raghunathan',
      email: 'Meera.Raghunathan@Example.in',
      phone: '+91 98123 00082',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const correction = answer.json().data as Correction;
    expect(correction).toMatchObject({
      person_user_id: ownerId,
      asked_by: 'PERSON',
      corrected_by: `ADMIN ${(await user(admin.userId)).last_name}`,
      // The first name was sent as it is: not a change.
      changes: [
        { field: 'last_name', before: before.last_name, after: 'Raghunathan' },
        { field: 'email', before: before.email, after: 'meera.raghunathan@example.in' },
        { field: 'phone', before: '9812300081', after: '9812300082' },
      ],
    });
    expect(await user(ownerId)).toEqual({
      first_name: before.first_name,
      last_name: 'Raghunathan',
      email: 'meera.raghunathan@example.in',
      phone: '9812300082',
    });

    const listed = await admin.get(`/api/admin/people/${ownerId}/corrections`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json().data as Correction[]).map((c) => c.id)).toEqual([correction.id]);

    // Audited with the fields, not the values (the record holds those, and an erasure empties it).
    const audited = await rowsOf<{ actor_id: number; summary: Record<string, unknown> }>(
      t.ctx.db,
      sql`select actor_id, summary from audit_log
           where action = 'personal-data.correct' and subject_id = ${String(ownerId)}`,
    );
    expect(audited).toEqual([
      {
        actor_id: admin.userId,
        summary: {
          correction: correction.id,
          asked_by: 'PERSON',
          fields: ['last_name', 'email', 'phone'],
        },
      },
    ]);
    expect(JSON.stringify(audited)).not.toContain('9812300082');

    // The console search finds them by the corrected values.
    const found = await t.su.get(`/api/admin/search?q=${encodeURIComponent('Raghunathan')}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toContainEqual(
      expect.objectContaining({ kind: 'USER', id: String(ownerId) }),
    );
  });

  it('refuses no change, a taken email, staff and bad values', async () => {
    const same = await t.su.post(`/api/admin/people/${ownerId}/corrections`, {
      last_name: 'Raghunathan',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Nothing to correct: the values are as recorded');
    const empty = await t.su.post(`/api/admin/people/${ownerId}/corrections`, {});
    expect(empty.statusCode).toBe(400);
    const staffEmail = (await user(t.su.userId)).email!;
    const taken = await t.su.post(`/api/admin/people/${ownerId}/corrections`, {
      email: staffEmail.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another user has this email');
    const staff = await t.su.post(`/api/admin/people/${t.su.userId}/corrections`, {
      last_name: 'Other',
    });
    expect(staff.statusCode).toBe(404);
    const badPhone = await t.su.post(`/api/admin/people/${ownerId}/corrections`, {
      phone: '12345',
    });
    expect(badPhone.statusCode).toBe(400);
    expect((await user(ownerId)).last_name).toBe('Raghunathan');
  });

  it('is emptied by an erasure, and an erased person is not corrected', async () => {
    const request = await t.su.post(`/api/admin/people/${ownerId}/erasure-requests`, {});
    expect(request.statusCode, request.body).toBe(201);
    const done = await t.su.post(`/api/admin/erasure-requests/${request.json().data.id}/carry-out`);
    expect(done.statusCode, done.body).toBe(200);
    const listed = await t.su.get(`/api/admin/people/${ownerId}/corrections`);
    expect(listed.statusCode, listed.body).toBe(200);
    const corrections = listed.json().data as Correction[];
    expect(corrections).toHaveLength(1);
    expect(corrections[0]!.changes).toEqual([]);
    const refused = await t.su.post(`/api/admin/people/${ownerId}/corrections`, {
      last_name: 'Back',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This person's data was erased");
  });
});
