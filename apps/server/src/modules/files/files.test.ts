import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { downloadSignatureParts, uploadSignatureParts } from '../../platform/files/signed-urls';
import { nowSeconds, sign } from '../../platform/files/signing';
import { useTestApp } from '../../test/app';
import { onePagePdf } from '../../test/sample-pdf';
import { PNG } from './fixtures';

const app = useTestApp({ FILE_MAX_BYTES: '2048' });

async function presign(fileName: string, fileType: string) {
  const response = await app.su.get(
    `/api/s3/presignURL?file_name=${encodeURIComponent(fileName)}&file_type=${encodeURIComponent(fileType)}`,
  );
  return { response, data: response.json().data as { url: string; file_name: string } };
}
const put = (url: string, body: Buffer | string, contentType: string) =>
  app.ctx.app.inject({
    method: 'PUT',
    url,
    payload: body,
    headers: { 'content-type': contentType },
  });

describe('presigned uploads', () => {
  it('needs a staff session to presign', async () => {
    const response = await app.ctx
      .client()
      .get('/api/s3/presignURL?file_name=a.png&file_type=image/png');
    expect(response.statusCode).toBe(401);
  });

  it('refuses types that are not allowed and names with folders', async () => {
    const exe = await presign('tool.exe', 'application/x-msdownload');
    expect(exe.response.statusCode).toBe(400);
    expect(exe.response.json().details[0].field).toBe('file_type');
    const sneaky = await presign('../../etc/passwd.png', 'image/png');
    expect(sneaky.response.statusCode).toBe(400);
    expect(sneaky.response.json().details[0].field).toBe('file_name');
  });

  it('stores a real PNG and serves it through a signed, expiring URL only', async () => {
    const { data } = await presign('aadhaar front.png', 'image/png');
    const uploaded = await put(data.url, PNG, 'image/png');
    expect(uploaded.statusCode).toBe(200);
    const [row] = await app.ctx.db.select().from(files).where(eq(files.key, data.file_name));
    expect(row).toMatchObject({ contentType: 'image/png', size: PNG.length, isPublic: false });

    const object = await app.su.get(
      `/api/s3/getObject?file_name=${encodeURIComponent(data.file_name)}&no_redirect=true`,
    );
    expect(object.statusCode).toBe(200);
    const download = await app.ctx.app.inject({ method: 'GET', url: object.json().data.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);

    // Without the signature, or with another key under the same signature: refused.
    const unsigned = await app.ctx.app.inject({
      method: 'GET',
      url: `/api/files/download?key=${encodeURIComponent(data.file_name)}&exp=${nowSeconds() + 60}&sig=x`,
    });
    expect(unsigned.statusCode).toBe(403);
    const swapped = object
      .json()
      .data.url.replace(encodeURIComponent(data.file_name), 'document%2Fother.png');
    expect((await app.ctx.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(403);
    // getObject redirects by default.
    const redirect = await app.su.get(
      `/api/s3/getObject?file_name=${encodeURIComponent(data.file_name)}`,
    );
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toContain('/api/files/download?');
  });

  it('stores a presigned upload once: a second PUT to the same URL cannot replace the checked file', async () => {
    const { data } = await presign('pan card.png', 'image/png');
    expect((await put(data.url, PNG, 'image/png')).statusCode).toBe(200);
    const swapped = Buffer.concat([PNG, Buffer.from('another picture')]);
    const again = await put(data.url, swapped, 'image/png');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This upload link has already been used: the file it stored cannot be replaced. Ask for a new upload link to send another file',
    );
    const object = await app.su.get(
      `/api/s3/getObject?file_name=${encodeURIComponent(data.file_name)}&no_redirect=true`,
    );
    const stored = await app.ctx.app.inject({ method: 'GET', url: object.json().data.url });
    expect(stored.rawPayload.equals(PNG)).toBe(true);

    // Two PUTs racing for one fresh URL: exactly one stores.
    const fresh = await presign('race.png', 'image/png');
    const raced = await Promise.all([
      put(fresh.data.url, PNG, 'image/png'),
      put(fresh.data.url, swapped, 'image/png'),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      await app.ctx.db.select().from(files).where(eq(files.key, fresh.data.file_name)),
    ).toHaveLength(1);
  });

  it('lets only the download route be framed, and only by the console itself', async () => {
    await app.ctx.app.files.put(
      'document/2026-01/framed.pdf',
      await onePagePdf(),
      'application/pdf',
    );
    const url = app.ctx.app.files.downloadUrl('document/2026-01/framed.pdf');
    const download = await app.ctx.app.inject({
      method: 'GET',
      url: url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(download.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Everything else stays unframeable; the console's own pages may frame our origin.
    const page = String(
      (await app.ctx.client().get('/api/health')).headers['content-security-policy'],
    );
    expect(page).toContain("frame-ancestors 'none'");
    expect(page).toContain("frame-src 'self'");
    const refused = await app.ctx.app.inject({
      method: 'GET',
      url: '/api/files/download?key=document%2Fx.pdf&exp=1&sig=x',
    });
    expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(
      String(
        (await app.su.get('/api/s3/getObject?file_name=document/none.png')).headers[
          'content-security-policy'
        ],
      ),
    ).toContain("frame-ancestors 'none'");
  });

  it('refuses content that is not what it claims, a mismatched type, and a file too large', async () => {
    const { data } = await presign('photo.png', 'image/png');
    const text = await put(data.url, 'just some text pretending', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe("The file's content is not image/png");
    const mismatch = await put(data.url, PNG, 'image/jpeg');
    expect(mismatch.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(4096)]);
    expect((await put(data.url, big, 'image/png')).statusCode).toBe(413);
    expect(await app.ctx.db.select().from(files).where(eq(files.key, data.file_name))).toHaveLength(
      0,
    );
  });

  it('refuses a forged or expired upload signature', async () => {
    const { data } = await presign('photo.png', 'image/png');
    const forged = data.url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await put(forged, PNG, 'image/png')).statusCode).toBe(403);
    const expired = {
      key: 'document/2020-01/old.png',
      contentType: 'image/png',
      expires: nowSeconds() - 1,
      isPublic: false,
      actorId: null,
    };
    const query = new URLSearchParams({
      key: expired.key,
      ct: 'image/png',
      exp: String(expired.expires),
      pub: '0',
      by: '',
      sig: sign(app.ctx.config.appSecret, uploadSignatureParts(expired)),
    });
    const response = await put(`/api/files/upload?${query}`, PNG, 'image/png');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This upload link has expired');
  });

  it('refuses an upload URL whose key or type was changed after signing', async () => {
    const { data } = await presign('photo.png', 'image/png');
    const url = new URL(data.url, 'http://local');
    const otherKey = new URL(url);
    otherKey.searchParams.set('key', 'document/2026-01/chosen-by-me.png');
    expect((await put(otherKey.pathname + otherKey.search, PNG, 'image/png')).statusCode).toBe(403);
    const otherType = new URL(url);
    otherType.searchParams.set('ct', 'application/pdf');
    const response = await put(otherType.pathname + otherType.search, PNG, 'application/pdf');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This upload link is invalid');
  });

  it('refuses a forged or expired download signature', async () => {
    await app.ctx.app.files.put('document/2026-01/signed.png', PNG, 'image/png');
    const key = 'document/2026-01/signed.png';
    const forged = await app.ctx.app.inject({
      method: 'GET',
      url: `/api/files/download?key=${encodeURIComponent(key)}&exp=${nowSeconds() + 60}&sig=forged`,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('This download link is invalid');
    // Signed with our own secret, but its time is up.
    const exp = nowSeconds() - 1;
    const query = new URLSearchParams({
      key,
      exp: String(exp),
      sig: sign(app.ctx.config.appSecret, downloadSignatureParts(key, exp)),
    });
    const expired = await app.ctx.app.inject({
      method: 'GET',
      url: `/api/files/download?${query}`,
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This download link has expired');
    // A later expiry under the old signature is a forgery.
    const stretched = new URLSearchParams({
      key,
      exp: String(nowSeconds() + 3600),
      sig: query.get('sig')!,
    });
    expect(
      (await app.ctx.app.inject({ method: 'GET', url: `/api/files/download?${stretched}` }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses path tricks in file names and keys', async () => {
    for (const name of ['..\\..\\boot.ini.png', 'a/b.png', '..png', 'line\nbreak.png', '.']) {
      const { response } = await presign(name, 'image/png');
      expect(response.statusCode, name).toBe(400);
      expect(response.json().details[0].field).toBe('file_name');
    }
    // Odd but harmless characters are replaced in the stored name.
    const { data } = await presign('invoice (1) ;rm -rf.png', 'image/png');
    expect(data.file_name).toMatch(/^document\/\d{4}-\d{2}\/[0-9a-f-]{36}-invoice_1_rm_-rf\.png$/);

    for (const key of [
      '../../etc/passwd',
      'document/../../secret.png',
      '/etc/passwd',
      'document//x.png',
    ]) {
      expect(
        (
          await app.su.get(
            `/api/s3/getObject?file_name=${encodeURIComponent(key)}&no_redirect=true`,
          )
        ).statusCode,
        key,
      ).toBe(400);
      // Even a correctly signed link cannot name a path outside the store.
      const exp = nowSeconds() + 60;
      const query = new URLSearchParams({
        key,
        exp: String(exp),
        sig: sign(app.ctx.config.appSecret, downloadSignatureParts(key, exp)),
      });
      expect(
        (await app.ctx.app.inject({ method: 'GET', url: `/api/files/download?${query}` }))
          .statusCode,
        key,
      ).toBe(400);
      const upload = {
        key,
        contentType: 'image/png',
        expires: exp,
        isPublic: false,
        actorId: null,
      };
      const signedUpload = new URLSearchParams({
        key,
        ct: 'image/png',
        exp: String(exp),
        pub: '0',
        by: '',
        sig: sign(app.ctx.config.appSecret, uploadSignatureParts(upload)),
      });
      expect(
        (await put(`/api/files/upload?${signedUpload}`, PNG, 'image/png')).statusCode,
        key,
      ).toBe(400);
    }
  });

  it('answers 404 for a file that does not exist', async () => {
    const response = await app.su.get(
      '/api/s3/getObject?file_name=document/none.png&no_redirect=true',
    );
    expect(response.statusCode).toBe(404);
  });
});
