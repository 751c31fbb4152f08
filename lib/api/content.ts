import { api } from '@/lib/api/client';
import { publicGet } from '@/lib/api/public';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ContentPage {
  title: string;
  updated_at: string;
  body: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function getFaq(): Promise<FaqEntry[]> {
  return publicGet('/api/faq/', 300);
}

export function getContentPage(slug: 'privacy-policy' | 'tnc-shipping'): Promise<ContentPage> {
  return publicGet(`/api/${slug}/`, 300);
}

export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await api.post('/api/contact/', message);
}
