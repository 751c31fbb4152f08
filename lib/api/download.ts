import { api } from '@/lib/api/client';

/**
 * A file the API sends (a CSV export) handed to the browser as a download, named as the server's
 * Content-Disposition says (else `fallback`). It needs the bearer token, so it goes through the API client as a
 * blob (a bare link would carry no token) and is handed over as an object URL.
 */
export async function downloadFile(path: string, fallback: string, params?: Record<string, string>): Promise<string> {
  const res = await api.get<Blob>(path, { params, responseType: 'blob' });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
  const url = URL.createObjectURL(res.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
