import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, max } from 'drizzle-orm';
import sharp from 'sharp';
import { productImages, productSizes, products } from '../../db/schema';
import { productImageFields } from '@fabric-tales/contract';
import { ApiError, fieldError, notFound } from '../../lib/errors';
import { parseOrThrow } from '../../lib/zod-errors';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
const DECODE = { limitInputPixels: 40_000_000 };
const INVALID_IMAGE = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

/** The multipart parts: the `image` file (read into memory, bounded by the multipart limits) and an `alt` text. */
async function readUpload(req: FastifyRequest): Promise<{ file: Buffer; alt: string; variantId: number | null }> {
  if (!req.isMultipart()) {
    throw new ApiError(415, { detail: `Unsupported media type "${req.headers['content-type'] ?? ''}" in request.` });
  }
  let file: Buffer | undefined;
  let alt = '';
  let variantId: number | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'image') file = bytes;
    } else if (part.fieldname === 'variant_id') {
      const value = String(part.value).trim();
      if (!/^\d{1,9}$/.test(value)) throw fieldError('variant_id', 'A valid integer is required.');
      variantId = Number(value);
    } else if (part.fieldname === 'alt') {
      alt = parseOrThrow(productImageFields, { alt: String(part.value).trim().slice(0, 200) }).alt;
    }
  }
  if (!file?.length) throw fieldError('image', 'No file was submitted.');
  return { file, alt, variantId };
}

/**
 * An uploaded picture made safe to serve: the type is read from the bytes (not the name or header) and the image
 * is re-encoded to WebP (at most 1600 px, metadata dropped). A file that is no image is a 400 on `field`.
 */
export async function reencodePicture(file: Buffer, field: string): Promise<Buffer> {
  const format = await sharp(file, DECODE)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED.has(format)) throw fieldError(field, INVALID_IMAGE);
  try {
    return await sharp(file, DECODE)
      .rotate()
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw fieldError(field, INVALID_IMAGE);
  }
}

/**
 * Stores an uploaded product picture: the type is read from the bytes (not the name or header), the image is
 * re-encoded to WebP (at most 1600 px, metadata dropped) under media/products/, and appended to the gallery.
 */
export async function addProductImage(app: FastifyInstance, req: FastifyRequest, productId: number) {
  const [product] = await app.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  if (!product) throw notFound();
  const { file, alt, variantId } = await readUpload(req);
  if (variantId !== null) {
    // A picture of one variant (§26.2): the variant must be one of this product's.
    const [own] = await app.db
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(and(eq(productSizes.id, variantId), eq(productSizes.productId, productId)));
    if (!own) throw fieldError('variant_id', 'This variant does not belong to the product.');
  }
  const name = `upload-${productId}-${randomUUID()}.webp`;
  const webp = await reencodePicture(file, 'image');
  await app.media.put(`products/${name}`, webp, 'image/webp');
  return app.db.transaction(async (tx) => {
    const [{ last }] = await tx
      .select({ last: max(productImages.sortOrder) })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    const [image] = await tx
      .insert(productImages)
      .values({
        productId,
        variantId,
        url: `/media/products/${name}`,
        alt: alt || product.name,
        sortOrder: (last ?? -1) + 1,
      })
      .returning({ id: productImages.id, url: productImages.url, alt: productImages.alt });
    await app.catalogCache.invalidate(tx);
    return image;
  });
}

/** Removes one picture of a product; an uploaded file goes from the store too (seeded pictures stay). */
export async function deleteProductImage(app: FastifyInstance, productId: number, imageId: number) {
  const image = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning({ url: productImages.url });
    if (!row) throw notFound();
    await app.catalogCache.invalidate(tx);
    return row;
  });
  if (image.url.startsWith('/media/products/upload-')) {
    await app.media.remove(`products/${path.basename(image.url)}`);
  }
}
