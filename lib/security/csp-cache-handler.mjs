// Next's own file-system page cache, plus one thing (issue 22; docs/adr/0001-content-security-policy.md): a page
// going into the cache gets a Content-Security-Policy header listing the hashes of its inline scripts. The header
// is kept with the page (in its .meta file), so every later hit is served under the policy of exactly its bytes,
// and the render that filled the cache is sent with it too (Next sends the headers of the entry it just stored).
// A per-request nonce cannot do this: the cached HTML is the same for every visitor.
import { createRequire } from 'node:module';
import { contentSecurityPolicy, inlineScriptHashes, originOf } from './csp-policy.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

const CSP = 'content-security-policy';
/** A page that is not kept must not be kept by a shared cache either (Next would send s-maxage). */
const UNKEPT = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** Adds the hash policy to an app page entry in place (Next sends the headers of this very object). */
export function withScriptHashes(data, apiOrigin, dev = false) {
  if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string' || !data.html) return data;
  const policy = contentSecurityPolicy({ scripts: inlineScriptHashes(data.html), apiOrigin, dev });
  data.headers = { ...data.headers, [CSP]: policy };
  return data;
}

/**
 * Whether an entry is kept. A page answered with an error status is not (issue 22): under ISR Next stores a
 * product page's notFound() render like any other, so every made-up slug would add an entry to a cache without a
 * bound. Such a page is rendered again on each request, still under the hash policy of its own render.
 */
export function keptInCache(data) {
  return !(data?.kind === 'APP_PAGE' && typeof data.status === 'number' && data.status >= 400);
}

export default class CspCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    const entry = withScriptHashes(data, originOf(process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:8000'));
    if (keptInCache(entry)) return super.set(key, entry, ctx);
    if (entry?.kind !== 'APP_PAGE') return;
    // Sent now with these headers, never kept: no shared cache may keep it either.
    entry.headers = { ...entry.headers, 'cache-control': UNKEPT };
  }
}
