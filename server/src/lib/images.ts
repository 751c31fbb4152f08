import sharp from 'sharp';
import { fieldError } from './errors';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
const DECODE = { limitInputPixels: 40_000_000 };
export const INVALID_IMAGE =
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

/**
 * An uploaded picture made safe to serve (product photos, review photos): the type is read from the bytes (not the
 * name or header), and the image is re-encoded to WebP (at most `size` px, 1600 unless said, turned upright, metadata such as GPS
 * dropped). Anything else is a 400 naming `field`.
 */
export async function reencodeImage(file: Buffer, field: string, size = 1600): Promise<Buffer> {
  const format = await sharp(file, DECODE)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED.has(format)) throw fieldError(field, INVALID_IMAGE);
  try {
    return await sharp(file, DECODE)
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw fieldError(field, INVALID_IMAGE);
  }
}
