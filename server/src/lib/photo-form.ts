import type { FastifyRequest } from 'fastify';
import { ApiError, fieldError } from './errors';

/** A shopper's photo may be as large as a product photo upload (the multipart limit, 5 MB). */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A multipart form with pictures (a review, a repair request): its text fields (validated like JSON by the caller)
 * and up to `max` files under `photos`, read into memory within the limits. One more photo is a 400 naming
 * `photos`, a larger file a 413. The pictures are still untrusted bytes: re-encode them (lib/images.ts).
 */
export async function readPhotoForm(
  req: FastifyRequest,
  max: number,
): Promise<{ fields: Record<string, string>; photos: Buffer[] }> {
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  const tooManyPhotos = () => fieldError('photos', `Ensure this field has no more than ${max} elements.`);
  try {
    for await (const part of req.parts({
      limits: { fileSize: PHOTO_MAX_BYTES, files: max + 1, fields: 10, fieldSize: 8192 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') {
          part.file.resume();
          continue;
        }
        photos.push(await part.toBuffer());
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const { code, statusCode, message } = err as { code?: string; statusCode?: number; message?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, { detail: 'A photo is too large: upload images of 5 MB or less.' });
    }
    if (code === 'FST_FILES_LIMIT') throw tooManyPhotos();
    if (statusCode && statusCode < 500) throw err;
    throw new ApiError(400, { detail: `Multipart form parse error - ${message ?? 'invalid body'}` });
  }
  if (photos.length > max) throw tooManyPhotos();
  if (photos.some((p) => p.length === 0)) throw fieldError('photos', 'The submitted file is empty.');
  return { fields, photos };
}
