import type { FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../../lib/errors';

/**
 * The multipart parts of a picture upload: the file under `fileField` (read into memory, bounded by the multipart
 * limits) and the text fields.
 */
export async function readImageUpload(
  req: FastifyRequest,
  fileField = 'image',
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!req.isMultipart()) {
    throw new ApiError(415, { detail: `Unsupported media type "${req.headers['content-type'] ?? ''}" in request.` });
  }
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === fileField) file = bytes;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file?.length) throw fieldError(fileField, 'No file was submitted.');
  return { file, fields };
}
