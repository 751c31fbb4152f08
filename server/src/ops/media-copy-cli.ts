/**
 * `npm run media:copy`: copies MEDIA_DIR's pictures into the bucket of the S3_* settings, before a shop switches
 * to MEDIA_STORE=s3 (and once more right after, for pictures uploaded meanwhile). Rows keep their /media/ paths.
 */
import { loadConfigOrExit } from '../config';
import { localMediaStore, s3MediaStore } from '../lib/media-store';
import { copyMedia } from './media-copy';

const config = loadConfigOrExit();
if (!config.s3.bucket) {
  console.error('Set S3_BUCKET (and S3_REGION, S3_ENDPOINT, credentials) to the bucket to copy into.');
  process.exit(1);
}
const { copied, skipped } = await copyMedia(localMediaStore(config.mediaDir), s3MediaStore(config.s3));
console.log(
  `Copied ${copied} pictures from ${config.mediaDir} to s3://${config.s3.bucket} (${skipped} already there).`,
);
