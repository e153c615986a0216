import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The settings that point the API at the server's bucket, as an operator would set them. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server for one test file (s3rver): this machine only, a free port, its own
 * temporary folder and one bucket.
 */
export async function startTestS3(bucket = 'trade-terms-test', prefix = 'files'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'trade-terms-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      STORAGE_S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
