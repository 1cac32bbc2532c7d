import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { auditOf } from '../../test/factories';
import { freshPhone } from '../../test/route-contract';

const app = useTestApp();

async function lead(name: string, source = 'PARTNER') {
  const created = await app.su.post('/api/admin/internal-lead', {
    name,
    phone: freshPhone(),
    source,
  });
  return created.json().data.lead.id as number;
}
const stageOf = async (ids: number[]) => {
  const rows = (await app.su.get('/api/admin/internal-lead/search?page_size=200')).json().data
    .rows as { id: number; stage: string; assigned_staff_id: number | null }[];
  return ids.map((id) => rows.find((r) => r.id === id));
};

describe('POST /api/admin/internal-lead/bulk', () => {
  it('assigns ticked leads to a staff member, each audited, and refuses a non-staff owner per row', async () => {
    const ids = [await lead('Bulk Asha'), await lead('Bulk Bala')];
    const admin = await app.ctx.loginAs('ADMIN');
    const result = (
      await app.su.post('/api/admin/internal-lead/bulk', {
        ids,
        change: { owner_id: admin.userId },
      })
    ).json().data;
    expect(result).toMatchObject({ total: 2, done: 2, failed: 0 });
    expect((await stageOf(ids)).map((l) => l?.assigned_staff_id)).toEqual([
      admin.userId,
      admin.userId,
    ]);
    expect(await auditOf(app.ctx.db, 'internal_lead.update', ids[0]!)).toBeTruthy();
  });

  it('moves every lead the filter picks; a won lead fails with its own message, the others move', async () => {
    const ids = [await lead('Filter One', 'CALL'), await lead('Filter Two', 'CALL')];
    const filter = { source: 'CALL', stage: 'NEW' };
    const count = (await app.su.post('/api/admin/internal-lead/bulk/count', { filter })).json()
      .data;
    expect(count).toMatchObject({ count: 2, over_limit: false });
    const moved = (
      await app.su.post('/api/admin/internal-lead/bulk', { filter, change: { stage: 'QUALIFIED' } })
    ).json().data;
    expect(moved).toMatchObject({ total: 2, done: 2, failed: 0 });
    expect((await stageOf(ids)).map((l) => l?.stage)).toEqual(['QUALIFIED', 'QUALIFIED']);
    // WON by hand only for a lead of a team: the one-lead rule refuses each row.
    const won = (
      await app.su.post('/api/admin/internal-lead/bulk', { ids, change: { stage: 'WON' } })
    ).json().data;
    expect(won).toMatchObject({ total: 2, done: 0, failed: 2 });
    expect(won.results[0].message).toContain('Filter');
    const lost = (
      await app.su.post('/api/admin/internal-lead/bulk', {
        ids: [ids[0], 2_000_000_000],
        change: { stage: 'LOST' },
      })
    ).json().data;
    expect(lost.results).toEqual([
      { id: ids[0], ok: true },
      { id: 2_000_000_000, ok: false, message: 'Lead not found' },
    ]);
  });

  it('needs the one-lead change grant', async () => {
    const id = await lead('Bulk Guarded');
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'update', subject: 'Lead', inverted: true },
    ]);
    const body = { ids: [id], change: { stage: 'LOST' } };
    expect((await limited.post('/api/admin/internal-lead/bulk', body)).statusCode).toBe(403);
    expect((await stageOf([id]))[0]?.stage).toBe('NEW');
  });
});
