import { API_URL } from '@/lib/config';

/** An image path from the API ("/media/products/x.webp") as a full URL; full URLs pass through. */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${API_URL}${path.startsWith('/') ? '' : '/'}${path}`;
}
