import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** In-process cache for public catalog reads; any write that changes the catalog or stock invalidates it. */
export interface CatalogCache {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T): void;
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

export const catalogCachePlugin = fp(async (app: FastifyInstance) => {
  const entries = new Map<string, unknown>();
  app.decorate('catalogCache', {
    get: <T>(key: string) => entries.get(key) as T | undefined,
    set: (key, value) => void entries.set(key, value),
    invalidate: () => entries.clear(),
  } satisfies CatalogCache);
});
