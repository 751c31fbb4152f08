import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../lib/media-store';

export interface TestS3 {
  /** The settings of a store on this server's bucket (path-style, its fixed keys). */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** An S3-compatible server on a free port with empty buckets (the first is `bucket`), in a temporary folder. */
export async function startTestS3(buckets = ['shop-media']): Promise<TestS3> {
  const bucket = buckets[0];
  const directory = mkdtempSync(path.join(tmpdir(), 'ft-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
    // The server computes a bucket listing's canonical path without the SDK's trailing slash and so refuses
    // every signed ListObjects; signatures are AWS's concern, not what these tests prove.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: (overrides = {}) => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      // The test server's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: '',
      signedUrlSeconds: 600,
      ...overrides,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
