import { API_URL } from '@/lib/config';

/**
 * POST /api/refresh/, made without the shared client (spec §7) so its interceptors never recurse into a
 * refresh. Resolves to the answer's body, or null when the API refused or could not be reached.
 */
export async function postRefresh(refresh: string): Promise<{ access?: unknown; refresh?: unknown } | null> {
  try {
    const response = await fetch(`${API_URL}/api/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    if (!response.ok) return null;
    return (await response.json().catch(() => ({}))) as { access?: unknown; refresh?: unknown };
  } catch {
    return null;
  }
}
