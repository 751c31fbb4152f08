'use client';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api/client';

/** The fallback of spec §9 when the server states no minimum. */
export const DEFAULT_PASSWORD_MINIMUM = 6;

type Schema = { properties?: Record<string, { minLength?: number }> };
type OpenApi = {
  paths?: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: Schema }> } } }>;
};

/** The password minimum the server publishes for registration in its OpenAPI document, else 6. */
export function readPasswordMinimum(doc: OpenApi): number {
  const body = doc.paths?.['/api/register/']?.post?.requestBody?.content?.['application/json']?.schema;
  const min = body?.properties?.password?.minLength;
  return typeof min === 'number' && min > 0 ? min : DEFAULT_PASSWORD_MINIMUM;
}

export function usePasswordMinimum(): number {
  const [minimum, setMinimum] = useState(DEFAULT_PASSWORD_MINIMUM);
  useEffect(() => {
    let live = true;
    api
      .get<OpenApi>('/api/openapi.json')
      .then(({ data }) => live && setMinimum(readPasswordMinimum(data)))
      .catch(() => undefined); // A backend without the document keeps the default.
    return () => {
      live = false;
    };
  }, []);
  return minimum;
}
