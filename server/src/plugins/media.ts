import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mediaPathKnown } from '../db/media-columns';
import { BoundedCache } from '../lib/bounded-cache';
import { notFound } from '../lib/errors';
import { mediaKey, mediaStoreFrom, type MediaStore } from '../lib/media-store';
import { rows } from '../lib/sql';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads and catalog pictures are kept (MEDIA_STORE). */
    media: MediaStore;
  }
}

/**
 * `GET /media/<key>`: the local store's files are served from MEDIA_DIR; a bucket's pictures are a redirect to
 * the public URL (MEDIA_PUBLIC_URL) or to a short-lived signed URL, so the bytes never pass through the API and the
 * `/media/...` paths the database and the storefront hold work with either store.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, opts: { store?: MediaStore; serve?: boolean }) => {
  const store = opts.store ?? mediaStoreFrom(app.config);
  app.decorate('media', store);
  if (opts.serve === false) return;
  if (store.kind === 'local') {
    mkdirSync(app.config.mediaDir, { recursive: true });
    await app.register(fastifyStatic, { root: app.config.mediaDir, prefix: '/media/', maxAge: '7d', immutable: false });
    return;
  }
  // A signed URL is cached for a tenth of its life, so a cached redirect never points at an expired one.
  const maxAge = app.config.s3.publicUrl ? 7 * 24 * 3600 : Math.floor(app.config.s3.signedUrlSeconds / 10);
  // A signed URL opens any object of the bucket: only pictures the shop stored are signed, so nothing else kept
  // there (exports, another app's files) can be fetched through the shop: a key in a folder the shop writes to
  // (catalog pictures, uploads, avatars, review and repair photos) that a row names. The answer is remembered a minute (keys are never
  // reused). A public bucket (MEDIA_PUBLIC_URL) is readable without the API anyway.
  const signs = !app.config.s3.publicUrl;
  const shopFolder = /^(products|categories|avatars|reviews|repairs)\/[^/]+$/;
  const known = new BoundedCache<string, boolean>({ max: 10_000, ttlMs: 60_000 });
  const isStored = (key: string) =>
    shopFolder.test(key) &&
    known.load(key, async () => {
      const [row] = await rows<{ known: boolean }>(app.db, mediaPathKnown(`/media/${key}`));
      return row?.known === true;
    });
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = mediaKey(`/media/${(request.params as { '*': string })['*']}`);
    if (!key || (signs && !(await isStored(key)))) throw notFound();
    const location = await store.location(key);
    return reply.header('Cache-Control', `public, max-age=${maxAge}`).redirect(location!, 302);
  });
});
