import { contentSecurityPolicy } from './csp-policy.mjs';

describe('the Content-Security-Policy (docs/security.md)', () => {
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
});
