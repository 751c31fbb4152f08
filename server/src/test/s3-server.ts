import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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

/**
 * An S3-compatible server with the buckets `buckets` (the first is `bucket`), created when missing: on `port` (a
 * free one by default), keeping its objects in `directory` (kept on close) or in a temporary folder (removed on
 * close). The API suite's stand-in, and the cluster recipe's bucket through scripts/s3-server.ts.
 */
export async function startTestS3(
  buckets = ['shop-media'],
  { port = 0, directory }: { port?: number; directory?: string } = {},
): Promise<TestS3> {
  const bucket = buckets[0];
  const folder = directory ?? mkdtempSync(path.join(tmpdir(), 'ft-s3-'));
  mkdirSync(folder, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: folder,
    configureBuckets: buckets.map((name) => ({ name })),
    // The server computes a bucket listing's canonical path without the SDK's trailing slash and so refuses
    // every signed ListObjects; signatures are AWS's concern, not what these tests prove.
    allowMismatchedSignatures: true,
  });
  const { port: listening } = await server.run();
  const endpoint = `http://127.0.0.1:${listening}`;
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
      if (!directory) rmSync(folder, { recursive: true, force: true });
    },
  };
}
