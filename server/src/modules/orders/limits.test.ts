import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sampleShipping, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { CHECKOUT_LIMITS } from './limits';

describe('checkout is rate-limited per account and per client (docs/security.md: stock cannot be hoarded)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimit: true } });
  });
  afterAll(() => t.close());

  // An empty cart is refused (400) after the throttle counted the attempt: no stock is needed to prove it.
  const checkout = (user: TestUser) =>
    t.request('POST', '/api/orders/', { token: user.token, json: { shipping: sampleShipping, payment_method: 'cod' } });

  it('an account gets a 429 with Retry-After after its checkouts in the window; the client IP is bounded too', async () => {
    const ada = await createUser(t);
    for (let i = 0; i < CHECKOUT_LIMITS.account.max; i++) expect((await checkout(ada)).status).toBe(400);
    const refused = await checkout(ada);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);

    // Other accounts from the same client: each under its own bound, together stopped by the IP's.
    const others = [await createUser(t), await createUser(t), await createUser(t)];
    let made = CHECKOUT_LIMITS.account.max + 1;
    for (; made < CHECKOUT_LIMITS.ip.max; made++) expect((await checkout(others[made % 3])).status).toBe(400);
    const fromIp = await checkout(others[made % 3]);
    expect(fromIp.status).toBe(429);
    expect(fromIp.headers.get('retry-after')).toBeTruthy();
  });
});
