// The storefront's Content-Security-Policy (docs/adr/0001-content-security-policy.md). Plain JavaScript
// because two places build it: proxy.ts (pages rendered per request: a fresh nonce) and the cache handler, which
// Node loads as it is (pages kept in Next's cache: the hashes of the page's own inline scripts).

/**
 * The policy. `scripts` are the script sources allowed besides the site's own files: `'nonce-…' 'strict-dynamic'`
 * for a page rendered per request, `'sha256-…'` of each inline script for a cached page. Everything else is the
 * same on both: nothing from another origin but the API's (pictures, calls), no plugins, no <base>, no framing.
 */
export function contentSecurityPolicy({ scripts, apiOrigin, dev = false }) {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    // React's development build evaluates code to rebuild server errors' stacks; production never does.
    `script-src 'self' ${scripts.join(' ')}${dev ? " 'unsafe-eval'" : ''}`.replace(/\s+$/, ''),
    // Inline style attributes (next/image's placeholder colour, the email preview) cannot carry a nonce; styles
    // cannot run code, so they are allowed inline rather than listed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}${dev ? ' ws:' : ''}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    // Forms submit through JavaScript; a form posted elsewhere (an injected one) is refused. The card payment leaves
    // by navigation (window.location), which this does not govern.
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of a URL, or '' when it is missing or not a URL. */
export function originOf(url) {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce() {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
