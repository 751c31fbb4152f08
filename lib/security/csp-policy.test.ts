import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from './csp-policy.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the Content-Security-Policy (issue 22)', () => {
  it('allows scripts only from the site and the given sources, images and calls also from the API', () => {
    const policy = contentSecurityPolicy({ scripts: ["'nonce-abc'"], apiOrigin: 'https://api.shop.example' });
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives['script-src']).toBe("script-src 'self' 'nonce-abc'");
    expect(directives['img-src']).toContain('https://api.shop.example');
    expect(directives['connect-src']).toBe("connect-src 'self' https://api.shop.example");
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(directives['base-uri']).toBe("base-uri 'none'");
    expect(directives['form-action']).toBe("form-action 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it("hashes a cached page's inline scripts as the browser does, skipping script files and JSON-LD", () => {
    const first = '(self.__next_f=self.__next_f||[]).push([0])';
    const second = 'self.__next_f.push([1,"a\\u003c/script>b é"])';
    const html =
      `<html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>` +
      `<script>${first}</script><script type="application/ld+json">{"@type":"Product"}</script>` +
      `<script>${second}</script><script>${first}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha(second)]);
  });
});
