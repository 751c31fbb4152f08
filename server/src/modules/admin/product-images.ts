import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, max } from 'drizzle-orm';
import { productImages, products } from '../../db/schema';
import { productImageFields } from '@fabric-tales/contract';
import { notFound } from '../../lib/errors';
import { parseOrThrow } from '../../lib/zod-errors';
import { readImageUpload, toWebp } from './image-upload';

/** The upload's `image` file and its `alt` text. */
async function readUpload(req: FastifyRequest): Promise<{ file: Buffer; alt: string }> {
  const { file, fields } = await readImageUpload(req);
  const alt =
    fields.alt === undefined ? '' : parseOrThrow(productImageFields, { alt: fields.alt.trim().slice(0, 200) }).alt;
  return { file, alt };
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
  const { file, alt } = await readUpload(req);
  const webp = await toWebp(file);
  const name = `upload-${productId}-${randomUUID()}.webp`;
  await app.media.put(`products/${name}`, webp, 'image/webp');
  return app.db.transaction(async (tx) => {
    const [{ last }] = await tx
      .select({ last: max(productImages.sortOrder) })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    const [image] = await tx
      .insert(productImages)
      .values({ productId, url: `/media/products/${name}`, alt: alt || product.name, sortOrder: (last ?? -1) + 1 })
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
