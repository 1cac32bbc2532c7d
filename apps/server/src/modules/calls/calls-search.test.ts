import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { insertCalls, insertOrg } from '../../test/factories';

const app = useTestApp();

describe('call search by the id the console shows', () => {
  it('finds "Call #N" by N and by #N, in the org list and the trial list', async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Searchable Calls Pvt Ltd' });
    const [trialCall, orgCall] = await insertCalls(app.ctx.db, [
      { orgId: org.id, isTrial: 1, switchCallId: 'sw-search-trial' },
      { orgId: org.id, isTrial: 0, switchCallId: 'sw-search-org' },
    ]);
    const ids = async (url: string) => {
      const answer = await app.su.get(url);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data.rows as { id: number }[]).map((r) => r.id);
    };
    expect(await ids(`/api/call-history/trial?text=${trialCall}`)).toContain(trialCall);
    expect(await ids(`/api/call-history/trial?text=%23${trialCall}`)).toEqual([trialCall]);
    expect(await ids(`/api/call-history/org/${org.id}?text=%23${orgCall}`)).toEqual([orgCall]);
    // An id no call can have is no error, just no match.
    const huge = await app.su.get('/api/call-history/trial?text=%2399999999999');
    expect(huge.statusCode).toBe(200);
    expect(huge.json().data.rows).toEqual([]);
  });
});
