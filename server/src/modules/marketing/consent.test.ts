import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_DETAIL } from '@fabric-tales/contract';
import { emailLogs, marketingConsents } from '../../db/schema';
import { createUser, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const CONFIRM = /\/api\/newsletter\/confirm\/([A-Za-z0-9_-]+)\//;

describe('§28.2 consent as a record, confirmed by a link first (double opt-in)', () => {
  let t: TestApp;
  let shopper: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    shopper = await createUser(t);
  });
  afterAll(() => t.close());

  const confirmations = (to: string) =>
    t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, to), eq(emailLogs.kind, 'marketing_confirm')));
  const consent = async (email: string) =>
    (await t.db.select().from(marketingConsents).where(eq(marketingConsents.email, email)))[0];
  const signUp = (email: string, source = 'newsletter-home') =>
    t.request('POST', '/api/newsletter/', { json: { email, source } });

  it('the newsletter answers the same for any address: new, pending, confirmed or an account’s', async () => {
    const fresh = await signUp('New.Person@Example.test');
    const again = await signUp('new.person@example.test');
    const account = await signUp(shopper.email);
    for (const res of [fresh, again, account]) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ detail: NEWSLETTER_DETAIL });
    }
    // One confirmation per address (a repeat within the hour sends none), naming no one.
    expect(await confirmations('new.person@example.test')).toHaveLength(1);
    expect(await consent('new.person@example.test')).toMatchObject({
      status: 'pending',
      source: 'newsletter-home',
      userId: null,
    });
    const bad = await signUp('not-an-address', 'newsletter-home');
    expect(bad.status).toBe(400);
    expect(bad.body.email).toBeDefined();
  });

  it('the link confirms: its GET shows a button and changes nothing, its POST confirms; only a hash is stored', async () => {
    const address = 'double.opt@example.test';
    await signUp(address);
    const [email] = await confirmations(address);
    expect(email.text).not.toContain('double.opt'); // nothing typed is echoed back
    const token = CONFIRM.exec(email.text)![1];
    const row = await consent(address);
    expect(row.confirmTokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const page = await t.request('GET', `/api/newsletter/confirm/${token}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post">');
    expect((await consent(address)).status).toBe('pending');

    const confirmed = await t.request('POST', `/api/newsletter/confirm/${token}/`);
    expect(confirmed.status).toBe(200);
    expect(await consent(address)).toMatchObject({ status: 'confirmed', source: 'newsletter-home' });
    expect((await consent(address)).confirmedAt).toBeInstanceOf(Date);
    // Used up: the same link does nothing more.
    expect((await t.request('POST', `/api/newsletter/confirm/${token}/`)).status).toBe(404);
    expect((await t.request('GET', '/api/newsletter/confirm/made-up-token/')).status).toBe(404);
  });

  it('§28.4 the profile shows consent and changes it: true sends the link, false unsubscribes', async () => {
    const me = await createUser(t);
    const profile = async () => (await t.request('GET', '/api/profile/', { token: me.token })).body;
    expect(await profile()).toMatchObject({ marketing_consent: false, marketing_consent_status: null });

    const asked = await t.request('PATCH', '/api/profile/', { token: me.token, json: { marketing_consent: true } });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toMatchObject({ marketing_consent: false, marketing_consent_status: 'pending' });
    expect(await consent(me.email)).toMatchObject({ source: 'profile', userId: me.id });
    const [email] = await confirmations(me.email);
    await t.request('POST', `/api/newsletter/confirm/${CONFIRM.exec(email.text)![1]}/`);
    expect(await profile()).toMatchObject({ marketing_consent: true, marketing_consent_status: 'confirmed' });

    const off = await t.request('PATCH', '/api/profile/', { token: me.token, json: { marketing_consent: false } });
    expect(off.body).toMatchObject({ marketing_consent: false, marketing_consent_status: 'unsubscribed' });
    const wrong = await t.request('PATCH', '/api/profile/', { token: me.token, json: { marketing_consent: 'maybe' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.marketing_consent).toBeDefined();
  });

  it('§28.6 newsletter sign-ups are throttled per client (429 with Retry-After), counted atomically', async () => {
    const limited = await startTestApp({ config: { rateLimit: true } });
    try {
      const results = await Promise.all(
        Array.from({ length: 13 }, (_, i) =>
          limited.request('POST', '/api/newsletter/', { json: { email: `burst${i}@example.test` } }),
        ),
      );
      expect(results.filter((r) => r.status === 202)).toHaveLength(10);
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0].headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
