import { z } from 'zod';
import { envelope } from '@switchboard/contract/envelope';
import { fileKey, getObjectQuery, getObjectResponse, presignQuery, presignResponse } from '@switchboard/contract/files';
import { AppError, notFound } from '../../platform/errors';
import type { SignedUpload } from '../../platform/files/file-service';
import { downloadSignatureParts, uploadSignatureParts } from '../../platform/files/signed-urls';
import { nowSeconds, verify } from '../../platform/files/signing';
import { framedBySameOrigin } from '../../platform/http/security';
import type { App } from '../../platform/http/types';

const signedUploadQuery = z.object({
  key: fileKey,
  ct: z.string(),
  exp: z.coerce.number().int(),
  pub: z.enum(['0', '1']),
  by: z.string(),
  sig: z.string(),
});
const signedDownloadQuery = z.object({ key: fileKey, exp: z.coerce.number().int(), sig: z.string() });

const invalidLink = (what: string) => new AppError(403, 'FORBIDDEN', `This ${what} link is invalid`);
const expiredLink = (what: string) => new AppError(403, 'FORBIDDEN', `This ${what} link has expired`);

/**
 * The file service behind `/s3/*` (spec section 7, Files): presign an upload, PUT the bytes to
 * the signed URL, read through a signed, expiring URL. A signature is the only key to a
 * private file; staff get one through getObject. With the local backend our own routes below
 * take the PUT and serve the bytes; with S3 the presigned URLs point at the bucket.
 */
export async function filesRoutes(app: App): Promise<void> {
  const { files, config } = app;

  app.get(
    '/api/s3/presignURL',
    {
      schema: { tags: ['files'], querystring: presignQuery, response: { 200: envelope(presignResponse) } },
      config: { access: ['create', 'File'] },
    },
    async (request) => ({
      data: await files.presignUpload({
        fileName: request.query.file_name,
        fileType: request.query.file_type,
        isPublic: request.query.public,
        actorId: request.user?.id ?? null,
      }),
    }),
  );

  app.get(
    '/api/s3/getObject',
    {
      schema: { tags: ['files'], querystring: getObjectQuery, response: { 200: envelope(getObjectResponse) } },
      config: { access: ['read', 'File'] },
    },
    async (request, reply) => {
      const file = await files.find(request.query.file_name);
      if (!file) throw notFound('File');
      const ttl = 600;
      const url = await files.displayUrl(file, ttl);
      if (!request.query.no_redirect) return reply.redirect(url);
      return {
        data: { url, content_type: file.contentType, expires_at: new Date((nowSeconds() + ttl) * 1000).toISOString() },
      };
    },
  );

  await app.register(async (uploads) => {
    // Any body arrives as bytes; the service decides whether its type and content are allowed.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: config.files.maxBytes }, (_req, body, done) =>
      done(null, body),
    );
    uploads.put(
      '/api/files/upload',
      {
        schema: { tags: ['files'], querystring: signedUploadQuery, response: { 200: envelope(z.object({ file_name: z.string(), size: z.number() })) } },
        // The signature in the URL is the credential: no session, no CSRF token. Only the local
        // backend hands out these URLs; a valid one still works after a switch to S3.
        config: { public: true, csrf: false },
      },
      async (request) => {
        const q = request.query as z.infer<typeof signedUploadQuery>;
        const upload: SignedUpload = {
          key: q.key,
          contentType: q.ct,
          expires: q.exp,
          isPublic: q.pub === '1',
          actorId: q.by ? Number(q.by) : null,
        };
        if (!verify(config.appSecret, uploadSignatureParts(upload), q.sig)) throw invalidLink('upload');
        if (upload.expires < nowSeconds()) throw expiredLink('upload');
        const contentType = String(request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
        const stored = await files.acceptUpload(upload, request.body as Buffer, contentType);
        return { data: { file_name: stored.key, size: stored.size } };
      },
    );
  });

  app.get(
    '/api/files/download',
    // The console shows PDFs from here in an iframe, so this route alone may be framed (same origin).
    { schema: { tags: ['files'], querystring: signedDownloadQuery }, config: { public: true }, helmet: framedBySameOrigin(config) },
    async (request, reply) => {
      const { key, exp, sig } = request.query;
      if (!verify(config.appSecret, downloadSignatureParts(key, exp), sig)) throw invalidLink('download');
      if (exp < nowSeconds()) throw expiredLink('download');
      const file = await files.find(key);
      if (!file || !(await files.storage.exists(key))) throw notFound('File');
      const download = await files.download(file);
      if ('redirect' in download) return reply.redirect(download.redirect);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `inline; filename="${key.split('/').pop()}"`)
        .send(download.body);
    },
  );
}
