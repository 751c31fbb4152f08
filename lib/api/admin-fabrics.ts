// The admin's fabrics (docs/api.md "Fabrics and variants", §26.1): cloth on hand, swatch, and the designs using
// each. A change shows on product and fabric pages, so every write expires the catalog (catalogChanged).
import type { AdminFabric, FabricBody } from '@fabric-tales/contract';
import { api } from '@/lib/api/client';
import { catalogChanged } from '@/lib/api/admin';

export type { AdminFabric, FabricBody } from '@fabric-tales/contract';

export async function listAdminFabrics(): Promise<AdminFabric[]> {
  return (await api.get<AdminFabric[]>('/api/admin/fabrics/')).data;
}

export async function getAdminFabric(id: number | string): Promise<AdminFabric> {
  return (await api.get<AdminFabric>(`/api/admin/fabrics/${id}/`)).data;
}

export async function createAdminFabric(input: FabricBody): Promise<AdminFabric> {
  return catalogChanged((await api.post<AdminFabric>('/api/admin/fabrics/', input)).data);
}

/** A change of cloth on hand may put designs back in stock (and email those waiting, §26.3). */
export async function updateAdminFabric(id: number, input: Partial<FabricBody>): Promise<AdminFabric> {
  return catalogChanged((await api.patch<AdminFabric>(`/api/admin/fabrics/${id}/`, input)).data);
}

export async function uploadFabricSwatch(id: number, file: File): Promise<AdminFabric> {
  const body = new FormData();
  body.append('swatch', file);
  const res = await api.post<AdminFabric>(`/api/admin/fabrics/${id}/swatch/`, body, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return catalogChanged(res.data);
}
