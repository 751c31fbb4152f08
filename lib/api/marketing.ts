// Email people asked for (docs/api.md, "Email people asked for"): the newsletter sign-up and the owner's
// announcements, offered only when the API lists `newsletter` (useCapabilities); a stock backend has none of them.
import { api } from '@/lib/api/client';
import type { Announcement, AnnouncementBody, ConsentSource } from '@fabric-tales/contract';

export type { Announcement, AnnouncementBody } from '@fabric-tales/contract';
export { ANNOUNCEMENT_PRODUCTS_MAX } from '@fabric-tales/contract';

/** POST /api/newsletter/: a confirmation link goes to the address (§28, double opt-in); one answer for any. */
export async function signUpForNewsletter(email: string, source: ConsentSource): Promise<void> {
  await api.post('/api/newsletter/', { email, source });
}

export async function listAnnouncements(): Promise<Announcement[]> {
  return (await api.get<Announcement[]>('/api/admin/announcements/')).data;
}

export async function createAnnouncement(body: AnnouncementBody): Promise<Announcement> {
  return (await api.post<Announcement>('/api/admin/announcements/', body)).data;
}
