// "Your data: export and deletion" of docs/api.md, and the admin's view of the retention job, asked only when
// the API lists `privacy` (useCapabilities); against a stock backend the Profile section and the admin panel are hidden.
import type { DataExport, DeleteAccountBody, RetentionStatus } from '@fabric-tales/contract';
import { api } from '@/lib/api/client';

export async function requestDataExport(): Promise<DataExport> {
  return (await api.post<DataExport>('/api/account/export/', {})).data;
}

/** A ready export answers a fresh single-use download link each time it is asked. */
export async function getDataExport(id: number): Promise<DataExport> {
  return (await api.get<DataExport>(`/api/account/export/${id}/`)).data;
}

export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await api.post('/api/account/delete/', body);
}

export async function getRetentionStatus(): Promise<RetentionStatus> {
  return (await api.get<RetentionStatus>('/api/admin/privacy/retention/')).data;
}
