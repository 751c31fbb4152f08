import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const apiUrl = new URL(process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:8000');

const nextConfig: NextConfig = {
  // A separate build folder lets several storefronts (tests, a developer's dev server) run side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every HTML answer in JavaScript to make its ETag, even a page served from its cache: an eighth of
  // a cached catalog page's CPU (bench). Catalog pages change on demand and carry Cache-Control; nothing
  // revalidates HTML by ETag here.
  generateEtags: false,
  // The shared API contract ships TypeScript sources.
  transpilePackages: ['@fabric-tales/contract'],
  // Next's file-system page cache, which also gives a page it stores the Content-Security-Policy of its inline
  // scripts' hashes (docs/adr/0001-content-security-policy.md); pages rendered per request get a nonce (proxy.ts).
  cacheHandler: fileURLToPath(new URL('./lib/security/csp-cache-handler.mjs', import.meta.url)),
  // The headers that are the same on every answer (issue 22); the per-page ones (CSP, HSTS) are set in proxy.ts.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          // frame-ancestors 'none' in the CSP says the same to current browsers.
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
      {
        // The reset token is in the path: no request from that page names it to anyone (a later rule wins).
        source: '/reset-password/:path*',
        headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
      },
    ];
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Next's default widths go up to 3840 px, but product photos are stored at most 1600 px wide (admin uploads
    // are resized to fit it) and never enlarged: 2048 and 3840 would list the same picture twice more in every
    // srcset, bytes each catalog page's HTML (and its inline payload) carries for nothing.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    // Product pictures come from the API; when that runs on this machine (npm start, tests) the optimizer must be
    // allowed to fetch from a loopback address. A public API origin keeps Next's SSRF protection.
    dangerouslyAllowLocalIP: ['localhost', '127.0.0.1', '[::1]'].includes(apiUrl.hostname),
    remotePatterns: [
      {
        protocol: apiUrl.protocol.replace(':', '') as 'http' | 'https',
        hostname: apiUrl.hostname,
        port: apiUrl.port,
        pathname: '/media/**',
      },
    ],
  },
};

export default nextConfig;
