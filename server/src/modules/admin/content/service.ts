import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { AdminFaq, AdminPage } from '@fabric-tales/contract';
import { contentPages, faqs } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { shopFigures } from '../../content/shop-figures';

/** The FAQ as the owner wrote it, with the figures its placeholders stand for (§21.8, §29.5). */
export async function adminFaq(app: FastifyInstance): Promise<AdminFaq> {
  const items = await app.db
    .select({ question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return { items, figures: shopFigures(app.config) };
}

/** Replaces the FAQ with `items`, in their order; the cached public FAQ expires on every instance and storefront. */
export async function replaceFaq(app: FastifyInstance, items: { question: string; answer: string }[]) {
  await app.db.transaction(async (tx) => {
    await tx.delete(faqs);
    if (items.length) await tx.insert(faqs).values(items.map((item, sortOrder) => ({ ...item, sortOrder })));
    await app.catalogCache.invalidate(tx);
  });
  return adminFaq(app);
}

export async function adminPage(app: FastifyInstance, slug: string): Promise<AdminPage> {
  const [page] = await app.db
    .select({ title: contentPages.title, body: contentPages.body, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(eq(contentPages.slug, slug));
  if (!page) throw notFound();
  return {
    title: page.title,
    body: page.body,
    updated_at: page.updatedAt.toISOString(),
    figures: shopFigures(app.config),
  };
}

/** Changes a page's title or Markdown; the cached public page expires on every instance and storefront. */
export async function updatePage(app: FastifyInstance, slug: string, change: { title?: string; body?: string }) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(contentPages)
      .set({ ...change, updatedAt: app.clock.now() })
      .where(eq(contentPages.slug, slug))
      .returning({ slug: contentPages.slug });
    if (!row) throw notFound();
    await app.catalogCache.invalidate(tx);
  });
  return adminPage(app, slug);
}
