import type { Database } from '../client';
import { contentPages, faqs } from '../schema';
import { seedFaqs, seedPages } from './content-data';

/** The FAQ and the privacy and shipping/terms pages. */
export async function seedContent(db: Database, now = new Date()): Promise<void> {
  await db.insert(faqs).values(seedFaqs.map((f, i) => ({ ...f, sortOrder: i })));
  await db.insert(contentPages).values(seedPages.map((p) => ({ ...p, updatedAt: now })));
}
