import { API_URL } from '@/lib/config';

/** Spec §2: the profile picture; a relative path is prefixed with the backend origin. */
export function avatarUrl(picture: string | null | undefined): string | null {
  if (!picture) return null;
  if (/^(https?:|data:|blob:)/i.test(picture) || picture.startsWith('//')) return picture;
  return `${API_URL}${picture.startsWith('/') ? '' : '/'}${picture}`;
}
