import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed';
import { startTestApp, type TestApp } from '../../test/test-app';
import { relevanceSet } from './relevance-set';

describe('search relevance on the demo catalog (§21)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seed(t.db, t.config);
  });
  afterAll(() => t.close());

  it('holds at least 40 queries', () => expect(relevanceSet.length).toBeGreaterThanOrEqual(40));

  it.each(relevanceSet)('"$query" ($why)', async ({ query, first, then = [], didYouMean }) => {
    const res = await t.request('GET', `/api/products/?search=${encodeURIComponent(query)}&page_size=100`);
    expect(res.status).toBe(200);
    const slugs: string[] = res.body.results.map((p: { slug: string }) => p.slug);
    expect(slugs.slice(0, first.length).sort()).toEqual([...first].sort());
    expect(slugs.slice(first.length, first.length + then.length).sort()).toEqual([...then].sort());
    expect(res.body.did_you_mean).toBe(didYouMean ?? null);
  });
});
