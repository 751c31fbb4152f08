import type { Method } from 'axios';
import { api } from '@/lib/api/client';

/**
 * The generic wrapper (spec §7, §8): a JSON call through the shared client (bearer, refresh, one retry on
 * 401) that returns the parsed body; a non-OK answer rejects with the client's ApiError.
 */
export async function fetchJson<T>(method: Method, url: string, data?: unknown): Promise<T> {
  return (await api.request<T>({ method, url, data })).data;
}
