import { readFileSync } from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, contentPages, emailLogs, faqs } from '../../db/schema';
import { seed } from '../../db/seed';
import { startTestApp, type TestApp } from '../../test/test-app';

const message = {
  name: 'Ada Weaver',
  email: 'ada@example.com',
  subject: 'Custom colours?',
  message: 'Could you make the tassel earrings in teal for a wedding in June?',
};

describe('§21.8 the FAQ and the shipping terms quote the shop’s settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: {
        freeShippingFrom: '75.00',
        shippingFee: '6.50',
        pricesIncludeTax: false,
        returnDays: 21,
        repairDays: 150,
        giftWrapFee: '5.50',
      },
    });
    await seed(t.db, t.config);
  });
  afterAll(() => t.close());

  it('the shipping terms give the fee, the free-shipping amount, the tax rule and the return window of the settings', async () => {
    const { body } = (await t.request('GET', '/api/tnc-shipping/')).body;
    expect(body).toContain('free for orders of $75.00 or more; otherwise a flat $6.50 per order');
    expect(body).toContain('Prices do not include tax: any tax for your destination is added at checkout');
    expect(body).not.toContain('Prices include');
    expect(body).toContain('within **21 days** of delivery');
    // §31.1: the repair window and how to ask, with its steps.
    expect(body).toContain('through normal wear within **150 days** of delivery, we repair it');
    expect(body).toContain('"Ask for a repair"');
    for (const step of ['Requested', 'Accepted', 'declined', 'Received', 'Repaired', 'Shipped']) {
      expect(body).toContain(`**${step}:**`.replace('**declined:**', '**declined**'));
    }
    expect(body).not.toContain('six months');
    expect(body).not.toMatch(/\{\{\w+\}\}/);
  });

  it('so does the FAQ', async () => {
    const faq: { question: string; answer: string }[] = (await t.request('GET', '/api/faq/')).body;
    const answer = (question: string) => faq.find((f) => f.question === question)?.answer;
    expect(answer('How much is shipping?')).toContain('free on orders of $75.00 or more');
    expect(answer('How much is shipping?')).toContain('a flat $6.50 per order');
    expect(answer('Can I return or exchange something?')).toContain('within 21 days of delivery');
    expect(answer('Can you repair a piece that comes apart?')).toContain(
      'within 150 days of delivery, we repair it, or replace it when it cannot be repaired, free of charge',
    );
    // §30.3: the gift answer quotes GIFT_WRAP_FEE in the shop's currency.
    expect(answer('Do you offer gift wrapping?')).toContain('gift wrap by hand, for $5.50, as its own line');
  });

  it('the gift migration rewrites a seeded gift answer to quote the fee, and leaves an owner’s own words', async () => {
    const migration = readFileSync(new URL('../../../drizzle/0029_gift_wrap_faq.sql', import.meta.url), 'utf8');
    const oldAnswer =
      'Every order is wrapped in tissue and packed in a recycled box with a small cotton pouch for each piece. If it is a gift, add a note at checkout: we will leave out the invoice and hand-write your message on a card.';
    const gift = eq(faqs.question, 'Do you offer gift wrapping?');
    await t.db.update(faqs).set({ answer: oldAnswer }).where(gift);
    await t.db.execute(sql.raw(migration));
    const faq: { question: string; answer: string }[] = (await t.request('GET', '/api/faq/')).body;
    expect(faq.find((f) => f.question === 'Do you offer gift wrapping?')?.answer).toContain(
      'for $5.50, as its own line',
    );

    await t.db.update(faqs).set({ answer: 'Ask us about wrapping.' }).where(gift);
    await t.db.execute(sql.raw(migration));
    const [row] = await t.db.select().from(faqs).where(gift);
    expect(row?.answer).toBe('Ask us about wrapping.');
  });

  it('the privacy migration names every section of the data export, and leaves an owner’s own sentence', async () => {
    const migration = readFileSync(new URL('../../../drizzle/0031_privacy_policy_export.sql', import.meta.url), 'utf8');
    const policy = eq(contentPages.slug, 'privacy-policy');
    const now =
      'addresses, orders, returns, repairs, reviews, wishlist, stock alerts, newsletter consent and the emails';
    const before = 'addresses, orders, returns, wishlist, stock alerts and the emails';
    const body = async () => (await t.db.select().from(contentPages).where(policy))[0].body;
    const seeded = await body();
    expect(seeded).toContain(now);
    await t.db
      .update(contentPages)
      .set({ body: seeded.replace(now, before) })
      .where(policy);
    await t.db.execute(sql.raw(migration));
    expect(await body()).toBe(seeded);

    const own = `${seeded.replace(now, 'what we hold')}\n\nOur own words.`;
    await t.db.update(contentPages).set({ body: own }).where(policy);
    await t.db.execute(sql.raw(migration));
    expect(await body()).toBe(own);
  });
});

describe('content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { shopEmail: 'studio@fabrictales.test' } });
    await seed(t.db, t.config);
  });
  afterAll(() => t.close());

  it('GET /api/faq/ lists questions and answers in order', async () => {
    const res = await t.request('GET', '/api/faq/');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(res.body[0]).sort()).toEqual(['answer', 'question']);
    expect(res.body[0].question).toBe('How long does shipping take?');
    expect(res.body.map((f: { answer: string }) => f.answer).join(' ')).toMatch(/cash on delivery/);
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it.each([
    ['/api/privacy-policy/', 'Privacy Policy', /## What we collect/],
    ['/api/tnc-shipping/', 'Shipping, Terms & Conditions', /30 days/],
  ])('GET %s answers {title, updated_at, body} in Markdown', async (url, title, body) => {
    const res = await t.request('GET', url);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['body', 'title', 'updated_at']);
    expect(res.body.title).toBe(title);
    expect(res.body.body).toMatch(body);
    expect(new Date(res.body.updated_at).toISOString()).toBe(res.body.updated_at);
    const again = await t.request('GET', url, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('POST /api/contact/ keeps the message, emails the shop and acknowledges the sender', async () => {
    const res = await t.request('POST', '/api/contact/', { json: { ...message, name: '  Ada Weaver ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ detail: expect.any(String), id: expect.any(Number) });
    const [stored] = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored).toMatchObject({ ...message, id: res.body.id });
    const logs = await t.db.select().from(emailLogs).orderBy(desc(emailLogs.id)).limit(2);
    const toShop = logs.find((l) => l.kind === 'contact')!;
    const ack = logs.find((l) => l.kind === 'contact_ack')!;
    expect(toShop.to).toBe('studio@fabrictales.test');
    expect(toShop.subject).toContain(message.subject);
    expect(toShop.text).toContain(message.message);
    expect(toShop.text).toContain(message.email);
    expect(ack.to).toBe(message.email);
    expect(ack.html).toContain('We received your message');
  });

  it("the contact acknowledgement carries none of the sender's words (fixed text to any address)", async () => {
    const lure = {
      name: 'Your account is locked, visit evil.example',
      email: 'stranger@example.com',
      subject: 'URGENT: verify your bank details',
      message: 'Click http://evil.example/login to keep your account open, reply with your card number.',
    };
    expect((await t.request('POST', '/api/contact/', { json: lure })).status).toBe(201);
    const [ack] = await t.db.select().from(emailLogs).orderBy(desc(emailLogs.id)).limit(1);
    expect(ack.kind).toBe('contact_ack');
    expect(ack.to).toBe(lure.email);
    for (const part of [ack.subject, ack.text, ack.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('URGENT');
      expect(part).not.toContain('bank details');
      expect(part).not.toContain('locked');
    }
  });

  it('escapes markup in a message when it goes into an email', async () => {
    await t.request('POST', '/api/contact/', {
      json: { ...message, message: '<script>alert(1)</script> hello there' },
    });
    const [ack] = await t.db.select().from(emailLogs).orderBy(desc(emailLogs.id)).limit(1);
    expect(ack.html).not.toContain('<script>');
  });

  it.each([
    [{}, ['email', 'message', 'name', 'subject']],
    [{ ...message, email: 'not-an-email' }, ['email']],
    [{ ...message, name: '   ' }, ['name']],
    [{ ...message, name: 42 }, ['name']],
    [{ ...message, message: 'short' }, ['message']],
    [{ ...message, message: 'x'.repeat(5001) }, ['message']],
    [{ ...message, subject: 'x'.repeat(151) }, ['subject']],
    [{ ...message, name: 'Ada\u0000' }, ['name']],
    [{ name: [], email: {}, subject: null, message: 12 }, ['email', 'message', 'name', 'subject']],
  ])('POST /api/contact/ refuses %j naming the fields', async (json, fields) => {
    const before = await t.db.$count(contactMessages);
    const res = await t.request('POST', '/api/contact/', { json });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(fields);
    expect(await t.db.$count(contactMessages)).toBe(before);
  });

  it('POST /api/contact/ refuses malformed JSON with a 400', async () => {
    const res = await t.request('POST', '/api/contact/', {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('contact form rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimit: true } });
  });
  afterAll(() => t.close());

  it('throttles a sender after 10 messages an hour', async () => {
    for (let i = 0; i < 10; i++) expect((await t.request('POST', '/api/contact/', { json: message })).status).toBe(201);
    const res = await t.request('POST', '/api/contact/', { json: message });
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await t.db.$count(contactMessages)).toBe(10);
  });
});
