import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config';

/**
 * Where pictures live (uploads, product pictures, the seed's pictures), by key such as `products/x.webp`. The
 * database keeps `/media/<key>`, whatever the store, so moving the shop to a bucket changes no row and a backup's
 * rows name the same pictures in either store.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** A missing object is not an error: deleting twice (a retried request) is fine. */
  remove(key: string): Promise<void>;
  /** Every key with its size, sorted by key. */
  list(): Promise<{ key: string; size: number }[]>;
  /** Where a browser gets the object: null for the local store, which the API serves itself. */
  location(key: string): Promise<string | null>;
}

/** The key of a `/media/...` path, or null when it is not one (an outside URL, a `..`, an empty name). */
export function mediaKey(url: string): string | null {
  if (!url.startsWith('/media/')) return null;
  const key = url.slice('/media/'.length);
  if (!key || key.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  return key;
}

/**
 * A key as a store takes it: a relative path of non-empty names, none of them `.` or `..`. A key from anywhere
 * else (a bucket's listing copied into MEDIA_DIR, an archive, a future caller) can then never name a file
 * outside MEDIA_DIR, nor an object a folder could not hold.
 */
function checkedKey(key: string): string {
  if (mediaKey(`/media/${key}`) !== key || key.includes('\\') || key.includes('\0')) {
    throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  }
  return key;
}

export const contentTypeOf = (key: string) =>
  ({
    '.webp': 'image/webp',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.svg': 'image/svg+xml',
  })[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** MEDIA_DIR on this machine's disk (shared by every instance over NFS when there are several). */
export function localMediaStore(root: string): MediaStore {
  const file = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    kind: 'local',
    // Written under a temporary name and renamed, so an instance serving the folder never sees half a file.
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    // async: a refused key is a rejected promise, like any other failure of a store.
    get: async (key) => readFile(file(key)).catch(() => null),
    has: async (key) =>
      stat(file(key)).then(
        (s) => s.isFile(),
        () => false,
      ),
    remove: async (key) => unlink(file(key)).catch(() => undefined),
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      const files = entries.filter((e) => e.isFile() && !e.name.endsWith('.tmp'));
      const listed = await Promise.all(
        files.map(async (e) => {
          const full = path.join(e.parentPath, e.name);
          return { key: path.relative(root, full).split(path.sep).join('/'), size: (await stat(full)).size };
        }),
      );
      return listed.sort((a, b) => a.key.localeCompare(b.key));
    },
    location: async () => null,
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, a test server); empty for AWS itself. */
  endpoint: string;
  forcePathStyle: boolean;
  /** Empty: the SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket is public (a CDN): browsers are sent there; empty: to a signed URL of `signedUrlSeconds`. */
  publicUrl: string;
  signedUrlSeconds: number;
}

const missing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** A bucket: every instance reads and writes the same pictures without a shared folder. */
export function s3MediaStore(s: S3Settings): MediaStore {
  const client = new S3Client({
    region: s.region,
    ...(s.endpoint && { endpoint: s.endpoint }),
    forcePathStyle: s.forcePathStyle,
    ...(s.accessKeyId && { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }),
  });
  const Bucket = s.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: body,
          ContentType: contentType,
          // Keys are never reused (each upload gets a new name), so browsers and CDNs may keep them.
          CacheControl: 'public, max-age=604800',
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async list() {
      const listed: { key: string; size: number }[] = [];
      // ListObjects (v1, paged by marker): every S3-compatible server has it, not all sign v2's query alike.
      let marker: string | undefined;
      do {
        const page = await client.send(new ListObjectsCommand({ Bucket, Marker: marker }));
        for (const o of page.Contents ?? []) listed.push({ key: o.Key!, size: o.Size ?? 0 });
        marker = page.IsTruncated ? (page.NextMarker ?? page.Contents?.at(-1)?.Key) : undefined;
      } while (marker);
      return listed.sort((a, b) => a.key.localeCompare(b.key));
    },
    location: (key) =>
      s.publicUrl
        ? Promise.resolve(`${s.publicUrl.replace(/\/$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`)
        : getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: s.signedUrlSeconds }),
  };
}

/** The store MEDIA_STORE names. */
export function mediaStoreFrom(config: Config): MediaStore {
  return config.mediaStore === 's3' ? s3MediaStore(config.s3) : localMediaStore(config.mediaDir);
}
