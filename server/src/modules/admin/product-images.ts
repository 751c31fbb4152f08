import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import { productImages, productSizes, products } from '../../db/schema';
import { productImageFields, type ProductImagesPatch } from '@fabric-tales/contract';
import { fieldError, notFound } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { parseOrThrow } from '../../lib/zod-errors';
import { readImageUpload } from './image-upload';

/** The upload's `image` file, its `alt` text and, for a picture of one variant, `variant_id` (§26.2). */
async function readUpload(req: FastifyRequest): Promise<{ file: Buffer; alt: string; variantId: number | null }> {
  const { file, fields } = await readImageUpload(req);
  const alt =
    fields.alt === undefined ? '' : parseOrThrow(productImageFields, { alt: fields.alt.trim().slice(0, 200) }).alt;
  const raw = fields.variant_id?.trim();
  if (raw !== undefined && !/^\d{1,9}$/.test(raw)) throw fieldError('variant_id', 'A valid integer is required.');
  return { file, alt, variantId: raw === undefined ? null : Number(raw) };
}

/**
 * Stores an uploaded product picture, re-encoded (lib/images.ts) under media/products/, appended to the gallery.
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
  const webp = await reencodeImage(file, 'image');
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

/**
 * Arranges the product's own pictures (§29.8): `images` lists them in their new order with their alt text; one left
 * out is removed. The variants' pictures keep their order, after these. An uploaded file of a removed picture goes
 * from the store once the change has committed.
 */
export async function arrangeProductImages(app: FastifyInstance, productId: number, patch: ProductImagesPatch) {
  const removed = await app.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.deletedAt)))
      .for('update');
    if (!product) throw notFound();
    const all = await tx
      .select({ id: productImages.id, url: productImages.url, variantId: productImages.variantId })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id));
    const own = all.filter((i) => i.variantId === null);
    const stranger = patch.images.find((i) => !own.some((o) => o.id === i.id));
    if (stranger) throw fieldError('images', `Picture ${stranger.id} is not one of this product's pictures.`);
    const gone = own.filter((o) => !patch.images.some((i) => i.id === o.id));
    if (gone.length)
      await tx.delete(productImages).where(
        inArray(
          productImages.id,
          gone.map((g) => g.id),
        ),
      );
    const order = [
      ...patch.images,
      ...all.filter((i) => i.variantId !== null).map((i) => ({ id: i.id, alt: undefined })),
    ];
    for (const [sortOrder, image] of order.entries()) {
      // An empty alt text reads as the product's name, as an upload without one does.
      const alt = image.alt === undefined ? undefined : image.alt.trim() || product.name;
      await tx.update(productImages).set({ sortOrder, alt }).where(eq(productImages.id, image.id));
    }
    await app.catalogCache.invalidate(tx);
    return gone;
  });
  for (const image of removed) {
    if (image.url.startsWith('/media/products/upload-')) await app.media.remove(`products/${path.basename(image.url)}`);
  }
}
