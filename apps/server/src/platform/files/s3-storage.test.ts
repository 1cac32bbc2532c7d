import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { loadConfig, type S3Settings } from '../../config';
import { s3Client, s3Origin } from './s3-storage';

const base = { NODE_ENV: 'test' as const };
const settings = (s3: Partial<S3Settings>): S3Settings => ({
  bucket: 'sb-files',
  region: 'ap-south-1',
  endpoint: undefined,
  // Presigning is computed locally: these never reach a server.
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'not-a-secret' },
  forcePathStyle: false,
  ...s3,
});

describe('S3 settings', () => {
  it('keeps files on the local disk unless a bucket is set', () => {
    expect(loadConfig(base).files.s3).toBeUndefined();
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'sb-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.files.s3).toEqual({
      bucket: 'sb-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: undefined,
      forcePathStyle: true,
    });
  });

  it('refuses half a setting at start', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'sb-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /set both or neither/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET/);
  });
});

describe('the bucket origin for the Content-Security-Policy', () => {
  // Whatever host the SDK presigns for is the one browsers will reach.
  it.each([
    ['AWS, virtual-hosted', settings({})],
    ['AWS, a bucket name with dots', settings({ bucket: 'files.example.com' })],
    ['AWS, path style', settings({ forcePathStyle: true })],
    ['MinIO, path style', settings({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true })],
    ['R2-like endpoint, virtual-hosted', settings({ endpoint: 'https://account.r2.example.com' })],
  ])('%s', async (_name, s3) => {
    const url = await getSignedUrl(
      s3Client(s3),
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'document/a.png' }),
      { expiresIn: 60 },
    );
    expect(s3Origin(s3)).toBe(new URL(url).origin);
  });
});
