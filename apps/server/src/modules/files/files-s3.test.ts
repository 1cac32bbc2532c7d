import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { orgs } from '../../db/schema/teams';
import { STAGING_PREFIX } from '../../platform/files/s3-storage';
import { nowSeconds } from '../../platform/files/signing';
import { useTestApp } from '../../test/app';
import { onePagePdf } from '../../test/sample-pdf';
import { startFakeS3, type FakeS3 } from '../../test/s3-server';
import { PNG, silentWav } from './fixtures';

// The same flows as files.test.ts, against an S3-compatible server: the browser's PUT and GET
// go to the bucket over HTTP, our API is injected.
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});
// Built after the fake S3 above is listening (hooks run in order), closed before it stops.
const session = useTestApp(() => ({ FILE_MAX_BYTES: '2048', ...s3.env }));

async function presign(fileName: string, fileType: string) {
  const response = await session.su.get(
    `/api/s3/presignURL?file_name=${encodeURIComponent(fileName)}&file_type=${encodeURIComponent(fileType)}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    url: string;
    file_name: string;
    headers: Record<string, string>;
  };
}
const put = (url: string, body: Buffer | string, contentType: string) =>
  fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } });
const getObject = (key: string) =>
  session.su.get(`/api/s3/getObject?file_name=${encodeURIComponent(key)}&no_redirect=true`);
const rowOf = async (key: string) =>
  (await session.ctx.db.select().from(files).where(eq(files.key, key)))[0];
const inBucket = (key: string) => session.ctx.app.files.storage.exists(key);
const forge = (url: string) =>
  url.replace(
    /X-Amz-Signature=([0-9a-f])/,
    (_m, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('files in an S3-compatible bucket', () => {
  it('presigns a PUT to the bucket with the content type signed', async () => {
    const data = await presign('aadhaar front.png', 'image/png');
    const url = new URL(data.url);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/${STAGING_PREFIX}${data.file_name}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(800);
    expect(data.headers).toEqual({ 'content-type': 'image/png' });
    expect(data.file_name).toMatch(/^document\/\d{4}-\d{2}\/[0-9a-f-]{36}-aadhaar_front\.png$/);
  });

  it('round trip: upload to the bucket, check on first use, display and download through signed URLs', async () => {
    const data = await presign('pan.png', 'image/png');
    expect((await put(data.url, PNG, 'image/png')).status).toBe(200);
    // Nothing counts until the server has checked it.
    expect(await rowOf(data.file_name)).toBeUndefined();

    const object = await getObject(data.file_name);
    expect(object.statusCode).toBe(200);
    const display = object.json().data as { url: string; content_type: string };
    expect(display.content_type).toBe('image/png');
    expect(new URL(display.url).origin).toBe(s3.endpoint);
    expect(display.url).toContain('X-Amz-Signature=');
    const fetched = await fetch(display.url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PNG)).toBe(true);

    expect(await rowOf(data.file_name)).toMatchObject({
      contentType: 'image/png',
      size: PNG.length,
      kind: 'document',
      createdById: session.su.userId,
      isPublic: false,
    });
    expect(await inBucket(data.file_name)).toBe(true);
    expect(await inBucket(STAGING_PREFIX + data.file_name)).toBe(false);

    // getObject redirects by default; our own signed download link sends the browser on to the bucket.
    const redirect = await session.su.get(
      `/api/s3/getObject?file_name=${encodeURIComponent(data.file_name)}`,
    );
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toMatch(new RegExp(`^${s3.endpoint}/`));
    const download = await session.ctx.app.inject({
      method: 'GET',
      url: session.ctx.app.files.downloadUrl(data.file_name),
    });
    expect(download.statusCode).toBe(302);
    const bytes = await fetch(String(download.headers.location));
    expect(Buffer.from(await bytes.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a read with a forged signature, or under another key', async () => {
    const data = await presign('poi.png', 'image/png');
    await put(data.url, PNG, 'image/png');
    const display = (await getObject(data.file_name)).json().data.url as string;
    expect((await fetch(forge(display))).status).toBe(403);
    const other = display.replace(
      encodeURIComponent(data.file_name.split('/').pop()!),
      'other.png',
    );
    expect((await fetch(other)).status).toBe(403);
  });

  it('refuses at the bucket a PUT with another content type or a forged signature', async () => {
    const data = await presign('photo.png', 'image/png');
    expect((await put(data.url, PNG, 'image/jpeg')).status).toBe(403);
    expect((await put(forge(data.url), PNG, 'image/png')).status).toBe(403);
    expect(await inBucket(STAGING_PREFIX + data.file_name)).toBe(false);
    expect((await getObject(data.file_name)).statusCode).toBe(404);
  });

  it('refuses and deletes an upload whose content is not what it claims', async () => {
    const data = await presign('photo.png', 'image/png');
    expect((await put(data.url, 'just some text pretending', 'image/png')).status).toBe(200);
    const refused = await getObject(data.file_name);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe("The file's content is not image/png");
    expect(await inBucket(STAGING_PREFIX + data.file_name)).toBe(false);
    expect(await rowOf(data.file_name)).toBeUndefined();
    expect((await getObject(data.file_name)).statusCode).toBe(404);
  });

  it('refuses and deletes a PDF with a script that runs on opening; a plain one is kept', async () => {
    const plain = await presign('statement.pdf', 'application/pdf');
    expect((await put(plain.url, await onePagePdf(), 'application/pdf')).status).toBe(200);
    expect((await getObject(plain.file_name)).statusCode).toBe(200);

    const document = await PDFDocument.load(await onePagePdf());
    const script = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    document.catalog.set(PDFName.of('OpenAction'), document.context.register(script));
    const active = await presign('statement.pdf', 'application/pdf');
    const bytes = Buffer.from(await document.save());
    expect((await put(active.url, bytes, 'application/pdf')).status).toBe(200);
    const refused = await getObject(active.file_name);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toMatch(/^The PDF carries active content/);
    expect(await inBucket(STAGING_PREFIX + active.file_name)).toBe(false);
    expect(await rowOf(active.file_name)).toBeUndefined();
  });

  it('refuses and deletes an upload over the size limit', async () => {
    const data = await presign('scan.png', 'image/png');
    expect(
      (await put(data.url, Buffer.concat([PNG, Buffer.alloc(4096)]), 'image/png')).status,
    ).toBe(200);
    const refused = await getObject(data.file_name);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await inBucket(STAGING_PREFIX + data.file_name)).toBe(false);
    expect(await rowOf(data.file_name)).toBeUndefined();
  });

  it('checks an upload where it is attached: a voice message takes real audio only', async () => {
    const [org] = await session.ctx.db.insert(orgs).values({ name: 'Kaveri Traders' }).returning();
    const good = await presign('greeting.wav', 'audio/wav');
    expect((await put(good.url, silentWav(), 'audio/wav')).status).toBe(200);
    const saved = await session.su.post('/api/voice-message/custom', {
      org_id: org!.id,
      name: 'Greeting',
      file_name: good.file_name,
    });
    expect(saved.statusCode).toBe(200);
    expect(await rowOf(good.file_name)).toMatchObject({ kind: 'audio', contentType: 'audio/wav' });

    const fake = await presign('fake.wav', 'audio/wav');
    expect((await put(fake.url, PNG, 'audio/wav')).status).toBe(200);
    const refused = await session.su.post('/api/voice-message/custom', {
      org_id: org!.id,
      name: 'Fake',
      file_name: fake.file_name,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe("The file's content is not audio/wav");
  });

  it('keeps the checked bytes when the upload URL is used again', async () => {
    const data = await presign('poa.png', 'image/png');
    await put(data.url, PNG, 'image/png');
    expect((await getObject(data.file_name)).statusCode).toBe(200);
    // Still within its lifetime, the URL only reaches the staging area, never the checked file.
    expect((await put(data.url, 'swapped after the check', 'image/png')).status).toBe(200);
    const display = (await getObject(data.file_name)).json().data.url as string;
    expect(Buffer.from(await (await fetch(display)).arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('stores files the server writes itself (seeds, ingest) straight in the bucket', async () => {
    await session.ctx.app.files.put('kyc/7/udyam.png', PNG, 'image/png');
    expect(await inBucket('kyc/7/udyam.png')).toBe(true);
    const display = (await getObject('kyc/7/udyam.png')).json().data.url as string;
    expect(Buffer.from(await (await fetch(display)).arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses expired upload and read URLs', async () => {
    await session.ctx.app.files.put('kyc/7/expiring.png', PNG, 'image/png');
    const { storage } = session.ctx.app.files;
    const upload = await storage.uploadUrl({
      key: `document/2026-01/${randomUUID()}-late.png`,
      contentType: 'image/png',
      expires: nowSeconds() + 1,
      isPublic: false,
      actorId: null,
    });
    const read = await storage.readUrl('kyc/7/expiring.png', 1, { contentType: 'image/png' });
    await sleep(2100);
    const late = await put(upload, PNG, 'image/png');
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
    expect((await fetch(read)).status).toBe(403);
  });

  it("lets the console's Content-Security-Policy reach the bucket", async () => {
    const policy = String(
      (await session.ctx.client().get('/api/health')).headers['content-security-policy'],
    );
    for (const directive of ['connect-src', 'img-src', 'media-src', 'frame-src']) {
      expect(policy).toMatch(
        new RegExp(`${directive} [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`),
      );
    }
  });
});
