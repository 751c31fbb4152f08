import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ApiError, fieldError } from '../../lib/errors';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
const DECODE = { limitInputPixels: 40_000_000 };
const INVALID_IMAGE = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

/** The multipart parts of a picture upload: the `image` file (read into memory, bounded by the multipart limits) and the text fields. */
export async function readImageUpload(req: FastifyRequest): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!req.isMultipart()) {
    throw new ApiError(415, { detail: `Unsupported media type "${req.headers['content-type'] ?? ''}" in request.` });
  }
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'image') file = bytes;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file?.length) throw fieldError('image', 'No file was submitted.');
  return { file, fields };
}

/**
 * An uploaded picture as the shop stores it (§16.3): the type read from the bytes (not the name or header), re-encoded
 * to WebP at most `size` px, metadata dropped. Anything else is a 400 on `image`.
 */
export async function toWebp(file: Buffer, size = 1600): Promise<Buffer> {
  const format = await sharp(file, DECODE)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED.has(format)) throw fieldError('image', INVALID_IMAGE);
  try {
    return await sharp(file, DECODE)
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw fieldError('image', INVALID_IMAGE);
  }
}
