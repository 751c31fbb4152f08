import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { fieldError } from '../../lib/errors';
import { randomToken } from '../../lib/secure-tokens';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const SIDE = 512;
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
const MAX_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const PREFIX = '/media/avatars/';

const notAnImage = () =>
  fieldError(
    'profile_picture',
    'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  );

/**
 * Checks the bytes (never the file name or the client's content type) are a JPEG, PNG or WebP, re-encodes
 * them as a WebP of at most 512×512 without metadata, and stores it; returns its path under /media/.
 */
export async function storeAvatar(app: FastifyInstance, userId: number, bytes: Buffer): Promise<string> {
  let webp: Buffer;
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!format || !ACCEPTED.has(format)) throw notAnImage();
    webp = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(SIDE, SIDE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
  const name = `${userId}-${randomToken(9)}.webp`;
  await app.media.put(`avatars/${name}`, webp, 'image/webp');
  return PREFIX + name;
}

/** Deletes a replaced avatar from the store; a missing one is not an error. */
export async function removeAvatar(app: FastifyInstance, picture: string | null) {
  if (!picture?.startsWith(PREFIX)) return;
  await app.media.remove(`avatars/${path.basename(picture)}`);
}
