import { envelope } from '@switchboard/contract/envelope';
import {
  getObjectQuery,
  getObjectResponse,
  presignQuery,
  presignResponse,
  signedDownloadQuery,
  signedUploadQuery,
  uploadedFileSchema,
  type SignedUploadQuery,
} from '@switchboard/contract/files';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { acceptSignedUpload, objectLink, presignUpload, signedDownload } from './service';
import { errorAnswer, redirectAnswer } from '../../platform/http/file-answers';

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
      schema: {
        tags: ['files'],
        querystring: presignQuery,
        response: { 200: envelope(presignResponse) },
      },
      config: { access: ['create', 'File'] },
    },
    async (request) => ({
      data: await presignUpload(files, request.query, request.user?.id ?? null),
    }),
  );

  app.get(
    '/api/s3/getObject',
    {
      schema: {
        tags: ['files'],
        querystring: getObjectQuery,
        response: { 200: envelope(getObjectResponse) },
      },
      config: {
        access: ['read', 'File'],
        answers: {
          302: redirectAnswer('To the file (a short-lived link), unless `no_redirect`'),
          // In a bucket the first read checks what was uploaded to the signed URL.
          413: errorAnswer('The file uploaded to the bucket is larger than it may be: deleted'),
          415: errorAnswer(
            'The content of the file uploaded to the bucket is not its type: deleted',
          ),
        },
      },
    },
    async (request, reply) => {
      const link = await objectLink(files, request.query.file_name);
      // A KYC document or a recording opened is on record before its link leaves.
      await app.dataAccess.fileOpened(actorOf(request), request.query.file_name);
      if (!request.query.no_redirect) return reply.redirect(link.url);
      return { data: link };
    },
  );

  await app.register(async (uploads) => {
    // Any body arrives as bytes; the service decides whether its type and content are allowed.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: config.files.maxBytes },
      (_req, body, done) => done(null, body),
    );
    uploads.put(
      '/api/files/upload',
      {
        schema: {
          tags: ['files'],
          querystring: signedUploadQuery,
          response: { 200: envelope(uploadedFileSchema) },
        },
        // The signature in the URL is the credential: no session, no CSRF token. Only the local
        // backend hands out these URLs; a valid one still works after a switch to S3.
        config: {
          public: true,
          csrf: false,
          answers: { 409: errorAnswer('Something was already uploaded at this URL') },
        },
      },
      async (request) => {
        const contentType =
          String(request.headers['content-type'] ?? '')
            .split(';')[0]
            ?.trim() ?? '';
        return {
          data: await acceptSignedUpload(
            files,
            config.appSecret,
            request.query as SignedUploadQuery,
            request.body as Buffer,
            contentType,
          ),
        };
      },
    );
  });

  app.get(
    '/api/files/download',
    // The console shows PDFs from here in an iframe, so this route alone may be framed (same origin).
    {
      schema: { tags: ['files'], querystring: signedDownloadQuery },
      config: {
        public: true,
        securityHeaders: 'framedBySameOrigin',
        answers: {
          200: { description: 'The file, with the type it was stored with', media: ['*/*'] },
          302: redirectAnswer('To the file in the object store'),
        },
      },
    },
    async (request, reply) => {
      const { file, download } = await signedDownload(files, config.appSecret, request.query);
      if ('redirect' in download) return reply.redirect(download.redirect);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `inline; filename="${request.query.key.split('/').pop()}"`)
        .send(download.body);
    },
  );
}
