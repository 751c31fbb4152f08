// Next's own file-system page cache, plus one thing (docs/adr/0001-content-security-policy.md): a page
// going into the cache gets a Content-Security-Policy header listing the hashes of its inline scripts. The header
// is kept with the page (in its .meta file), so every later hit is served under the policy of exactly its bytes,
// and the render that filled the cache is sent with it too (Next sends the headers of the entry it just stored).
// A per-request nonce cannot do this: the cached HTML is the same for every visitor.
import { createRequire } from 'node:module';
import { contentSecurityPolicy, originOf } from './csp-policy.mjs';
import { inlineScripts } from './inline-scripts.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

const CSP = 'content-security-policy';
/** A page that is not kept must not be kept by a shared cache either (Next would send s-maxage). */
const UNKEPT = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * Adds the hash policy to an app page entry in place (Next sends the headers of this very object). Only the
 * scripts Next emits are hashed (lib/security/inline-scripts.mjs); any other is left out of the policy, so the
 * browser refuses it, and the page is marked `foreign` so that it is not kept.
 */
export function withScriptHashes(data, apiOrigin, dev = false) {
  if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string' || !data.html) return data;
  const { hashes, foreign } = inlineScripts(data.html);
  data.headers = { ...data.headers, [CSP]: contentSecurityPolicy({ scripts: hashes, apiOrigin, dev }) };
  if (foreign.length > 0) {
    Object.defineProperty(data, 'foreign', { value: foreign, enumerable: false, configurable: true });
  }
  return data;
}

/**
 * Whether an entry is kept. Not a page answered with an error status (docs/security.md): under ISR Next stores a product
 * page's notFound() render like any other, so every made-up slug would add an entry to a cache without a bound.
 * Not a page holding a script Next did not emit: its hash would be served to every later visitor. Such a page is
 * rendered again on each request, still under the hash policy of Next's scripts in its own render.
 */
export function keptInCache(data) {
  if (data?.kind !== 'APP_PAGE') return true;
  return !(typeof data.status === 'number' && data.status >= 400) && !data.foreign?.length;
}

export default class CspCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    const entry = withScriptHashes(data, originOf(process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:8000'));
    if (keptInCache(entry)) return super.set(key, entry, ctx);
    if (entry?.kind !== 'APP_PAGE') return;
    // Sent now with these headers, never kept: no shared cache may keep it either.
    entry.headers = { ...entry.headers, 'cache-control': UNKEPT };
    if (entry.foreign?.length) console.error(`Page ${key} not kept: it holds ${entry.foreign.join('; ')}`);
  }
}
