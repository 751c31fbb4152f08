// A local S3-compatible server (s3rver, the API suite's stand-in) as a process: the bucket of the cluster recipe
// (scripts/cluster/lib.mjs), or one to try MEDIA_STORE=s3 against. Prints the API's settings for its bucket as one
// JSON line, then serves until stopped.
//   S3_STAND_IN_PORT    its port (18190)
//   S3_STAND_IN_DIR     where the objects are kept; default: a temporary folder, removed when it stops
//   S3_STAND_IN_BUCKET  the bucket, created when missing (shop-media)
import { startTestS3 } from '../src/test/s3-server';

const s3 = await startTestS3([process.env.S3_STAND_IN_BUCKET || 'shop-media'], {
  port: Number(process.env.S3_STAND_IN_PORT ?? 18190),
  directory: process.env.S3_STAND_IN_DIR || undefined,
});
const s = s3.settings();
console.log(
  JSON.stringify({
    MEDIA_STORE: 's3',
    S3_BUCKET: s.bucket,
    S3_REGION: s.region,
    S3_ENDPOINT: s.endpoint,
    S3_FORCE_PATH_STYLE: s.forcePathStyle ? 'on' : 'off',
    S3_ACCESS_KEY_ID: s.accessKeyId,
    S3_SECRET_ACCESS_KEY: s.secretAccessKey,
  }),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void s3.close().then(() => process.exit(0)));
