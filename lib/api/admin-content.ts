// The pages the console edits (docs/api.md, "The owner's console"); every call needs role admin. The public pages
// are read under the catalog tag, so a save expires them with the catalog.
import type { AdminFaq, AdminPage, FaqBody, PageBody } from '@fabric-tales/contract';
import { api } from '@/lib/api/client';
import { catalogChanged } from '@/lib/api/admin';

export type { AdminFaq, AdminPage };
export type EditablePage = 'privacy-policy' | 'tnc-shipping';

export async function getAdminFaq(): Promise<AdminFaq> {
  return (await api.get<AdminFaq>('/api/admin/content/faq/')).data;
}

export async function saveAdminFaq(items: FaqBody): Promise<AdminFaq> {
  return catalogChanged((await api.patch<AdminFaq>('/api/admin/content/faq/', items)).data);
}

export async function getAdminPage(slug: EditablePage): Promise<AdminPage> {
  return (await api.get<AdminPage>(`/api/admin/content/${slug}/`)).data;
}

export async function saveAdminPage(slug: EditablePage, change: PageBody): Promise<AdminPage> {
  return catalogChanged((await api.patch<AdminPage>(`/api/admin/content/${slug}/`, change)).data);
}
