import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';

// With the app's join page configured, the invite SMS links to it through a short URL tagged
// "invite", so the Short URL page counts who opened their invitation.

const app = useTestApp({ INVITE_LINK_URL: 'https://app.example.in/join' });

describe('the invite link', () => {
  it('puts a short link to the join page, with the phone and team, in the invite SMS', async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Nilgiri Tea Co' });
    const invited = await app.su.post('/api/admin/users/invite', {
      first_name: 'Divya',
      last_name: 'Pillai',
      phone: '+91 93300 81234',
      org_id: org.id,
    });
    expect(invited.statusCode).toBe(200);
    const [sms] = await app.ctx.db.select().from(outbox).where(eq(outbox.orgId, org.id));
    const text = String(sms!.payload.text);
    expect(text).toMatch(
      /^Hi Divya, you have been added to the team Nilgiri Tea Co\. Join here: https?:\/\/\S+\/s\/\w{7}$/,
    );
    expect(sms!.payload.vars).toMatchObject({ short_url: text.split('Join here: ')[1] });
    const slug = /\/s\/(\w{7})$/.exec(text)![1];
    const followed = await app.ctx.app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(followed.headers.location).toBe(
      `https://app.example.in/join?phone=9330081234&org_id=${org.id}`,
    );
    const listed = (await app.su.get('/api/admin/short-urls?tag=invite')).json().data.rows;
    expect(listed.map((r: { slug: string }) => r.slug)).toContain(slug);
  });
});
