import type { ContactBody, ContentPage, Faq } from '@fabric-tales/contract';
import { api } from '@/lib/api/client';
import { publicGet } from '@/lib/api/public';
import { catalogFetchCache } from '@/lib/catalog-cache';

export type { ContentPage };
export type FaqEntry = Faq;

// The pages are edited in the console (§29.5): their reads carry the catalog tag, so an edit's revalidation reaches them.
export function getFaq(): Promise<FaqEntry[]> {
  return publicGet('/api/faq/', catalogFetchCache());
}

export function getContentPage(slug: 'privacy-policy' | 'tnc-shipping'): Promise<ContentPage> {
  return publicGet(`/api/${slug}/`, catalogFetchCache());
}

export async function sendContactMessage(message: ContactBody): Promise<void> {
  await api.post('/api/contact/', message);
}
