import type { ContactBody, ContentPage, Faq } from '@fabric-tales/contract';
import { api } from '@/lib/api/client';
import { publicGet } from '@/lib/api/public';

export type { ContentPage };
export type FaqEntry = Faq;

export function getFaq(): Promise<FaqEntry[]> {
  return publicGet('/api/faq/', 300);
}

export function getContentPage(slug: 'privacy-policy' | 'tnc-shipping'): Promise<ContentPage> {
  return publicGet(`/api/${slug}/`, 300);
}

export async function sendContactMessage(message: ContactBody): Promise<void> {
  await api.post('/api/contact/', message);
}
