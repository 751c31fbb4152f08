// The console's categories (docs/api.md, "The owner's console"); every call needs role admin.
import type { AdminCategory, CategoryBody, CategoryPatch } from '@fabric-tales/contract';
import { api } from '@/lib/api/client';
import { catalogChanged } from '@/lib/api/admin';

export type { AdminCategory, CategoryBody, CategoryPatch };

export async function listAdminCategories(): Promise<AdminCategory[]> {
  return (await api.get<AdminCategory[]>('/api/admin/categories/')).data;
}

export async function createAdminCategory(input: CategoryBody): Promise<AdminCategory> {
  return catalogChanged((await api.post<AdminCategory>('/api/admin/categories/', input)).data);
}

export async function updateAdminCategory(id: number, change: CategoryPatch): Promise<AdminCategory> {
  return catalogChanged((await api.patch<AdminCategory>(`/api/admin/categories/${id}/`, change)).data);
}

export async function deleteAdminCategory(id: number): Promise<void> {
  await catalogChanged(await api.delete(`/api/admin/categories/${id}/`));
}

export async function uploadCategoryImage(id: number, file: File): Promise<AdminCategory> {
  const body = new FormData();
  body.append('image', file);
  return catalogChanged(
    (
      await api.post<AdminCategory>(`/api/admin/categories/${id}/image/`, body, {
        headers: { 'Content-Type': 'multipart/form-data' },
      })
    ).data,
  );
}
