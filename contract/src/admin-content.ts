import { z } from 'zod';
import { text } from './strings';

/** The pages the console edits (docs/product-rules.md §29.5), by the slug of their public call. */
export const editablePages = ['privacy-policy', 'tnc-shipping'] as const;
export const editablePageParams = z.object({
  slug: z.enum(editablePages, { error: 'Not a page the console edits.' }),
});

/**
 * What the placeholders of the pages stand for today, as the shopper will read them (`{{free_shipping_from}}` →
 * "$50.00"): the editor's preview fills them in as the public calls do.
 */
const shopFigures = z.record(z.string(), z.string());

const faqEntryBody = z.object({ question: text({ max: 300, min: 1 }), answer: text({ max: 5000, min: 1 }) });
/** The whole FAQ in its new order: it replaces the old one. */
export const faqBody = z.array(faqEntryBody).max(100, { error: 'At most 100 questions.' });
export type FaqBody = z.input<typeof faqBody>;
/** The FAQ as written, placeholders and all, and what they stand for. */
export const adminFaq = z
  .object({ items: z.array(z.object({ question: z.string(), answer: z.string() })), figures: shopFigures })
  .meta({ id: 'AdminFaq' });
export type AdminFaq = z.infer<typeof adminFaq>;

export const pageBody = z
  .object({ title: text({ max: 200, min: 1 }), body: text({ max: 50_000, min: 1, trim: false }) })
  .partial();
export type PageBody = z.input<typeof pageBody>;
/** A page as written (Markdown with placeholders) and what they stand for. */
export const adminPage = z
  .object({ title: z.string(), body: z.string(), updated_at: z.string(), figures: shopFigures })
  .meta({ id: 'AdminPage' });
export type AdminPage = z.infer<typeof adminPage>;
