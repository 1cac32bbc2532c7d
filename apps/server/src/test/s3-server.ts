import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

export type FakeS3 = {
  endpoint: string;
  bucket: string;
  /** The environment that points the server's file service at this bucket. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * An S3-compatible server in this process, on a free port, with one empty bucket. It checks
 * SigV4 signatures and expiry like S3 does, so refusals are the store's own. It does not
 * refuse unsigned requests (no ACLs): that a bucket is private is S3's setting, not ours.
 */
export async function startFakeS3(bucket = 'switchboard-test'): Promise<FakeS3> {
  const directory = await mkdtemp(join(tmpdir(), 'sb-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's built-in account: the fake's published key pair, not a secret.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
