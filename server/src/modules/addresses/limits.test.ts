import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ADDRESS_WRITES } from './routes';

describe('address book writes are throttled per account (ids are guessable)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimit: true } });
  });
  afterAll(() => t.close());

  it('walking ids with PATCH gets a 429 with Retry-After; another account is not slowed down', async () => {
    const mallory = await createUser(t);
    for (let id = 1; id <= ADDRESS_WRITES.max; id++) {
      const res = await t.request('PATCH', `/api/addresses/${id}/`, { token: mallory.token, json: { city: 'X' } });
      expect(res.status).toBe(404);
    }
    const refused = await t.request('PATCH', '/api/addresses/999/', { token: mallory.token, json: { city: 'X' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const ada = await createUser(t);
    const res = await t.request('DELETE', '/api/addresses/1/', { token: ada.token });
    expect(res.status).toBe(404);
  });
});
