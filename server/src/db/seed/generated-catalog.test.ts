import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { startTestApp, type TestApp } from '../../test/test-app';
import { seed } from '.';
import { generateCatalog } from './generated-catalog';

describe('the generated catalog (catalog:generate)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    expect(await generateCatalog(t.db, 600)).toBe(600);
    await seed(t.db, t.config); // the API's first start: the admin, and no second demo catalog
  });
  afterAll(() => t.close());

  it('holds that many live products in the shop’s categories, some sold out, some with sizes, all with pictures', async () => {
    const [r] = await rows<{ n: number; sold_out: number; sized: number; unpictured: number; uncategorised: number }>(
      t.db,
      sql`select count(*)::int as n,
            count(*) filter (where stock = 0 and not exists (select 1 from product_sizes s
              where s.product_id = products.id and s.stock > 0))::int as sold_out,
            count(*) filter (where exists (select 1 from product_sizes s where s.product_id = products.id))::int as sized,
            count(*) filter (where not exists (select 1 from product_images i where i.product_id = products.id))::int
              as unpictured,
            count(*) filter (where category_id is null)::int as uncategorised
          from products`,
    );
    expect(r.n).toBe(600);
    expect(r.sold_out).toBeGreaterThan(20);
    expect(r.sized).toBeGreaterThan(20);
    expect(r.unpictured).toBe(0);
    expect(r.uncategorised).toBe(0);
    expect((await t.request('GET', '/api/products/')).body.count).toBe(600);
  });

  it('is searchable like the demo catalog: names from the shop’s vocabulary', async () => {
    const res = await t.request('GET', '/api/products/?search=scrunchie&page_size=5');
    expect(res.body.count).toBeGreaterThan(10);
    expect(res.body.results.every((p: { name: string }) => /Scrunchie/.test(p.name))).toBe(true);
    expect((await t.request('GET', '/api/search/suggest/?q=plum%20ha')).body.products.length).toBeGreaterThan(0);
  });

  it('fills the words the typo fallback corrects to (the database’s triggers): exactly those searched', async () => {
    const texts = sql`(select w.word, w.weight, count(*)::int as uses from (
        select t.* from products p, search_words_in(search_texts('products', to_jsonb(p))) t where p.deleted_at is null
        union all select t.* from categories c, search_words_in(search_texts('categories', to_jsonb(c))) t) w
      group by w.word, w.weight)`;
    const [r] = await rows<{ words: number; wrong: number }>(
      t.db,
      sql`select (select count(*)::int from search_words) as words,
            (select count(*)::int from ((select word, weight, uses from search_words except select * from ${texts} as n)
              union all (select * from ${texts} as n except select word, weight, uses from search_words)) d) as wrong`,
    );
    expect(r.words).toBeGreaterThan(50);
    expect(r.wrong).toBe(0);
    expect((await t.request('GET', '/api/products/?search=scrnchie&page_size=5')).body.did_you_mean).toBe('scrunchie');
  });
});
