import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { newAccount } from '../../test/accounts';

describe('POST /api/register/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { frontendUrl: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  const register = (json: unknown) => t.request('POST', '/api/register/', { json });

  it('creates a customer (201 {id, username, email}), hashes the password with argon2id and sends the welcome email', async () => {
    const account = newAccount({ email: 'Mixed.Case@Example.com', first_name: 'Ada' });
    const res = await register(account);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), username: account.username, email: 'mixed.case@example.com' });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.id));
    expect(row.role).toBe('customer');
    expect(row.firstName).toBe('Ada');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const [mail] = await t.db.select().from(emailLogs).where(eq(emailLogs.to, 'mixed.case@example.com'));
    expect(mail).toMatchObject({ kind: 'welcome', status: 'logged', subject: 'Welcome to Fabric Tales' });
    expect(mail.html).toContain('http://shop.test/');
  });

  it("the welcome email carries none of the registrant's words: registration does not prove the address", async () => {
    const bait = 'Your parcel is held, pay the fee at evil.example';
    const account = newAccount({
      first_name: bait,
      last_name: bait,
      username: `evilexample${Date.now().toString(36)}`,
    });
    expect((await register(account)).status).toBe(201);
    const [mail] = await t.db.select().from(emailLogs).where(eq(emailLogs.to, account.email));
    expect(mail.kind).toBe('welcome');
    for (const body of [mail.subject, mail.text, mail.html]) {
      expect(body).not.toContain('evil');
      expect(body).not.toContain(account.username);
    }
    expect(mail.text).toContain('Hello,');
  });

  it('names a taken username or email (case-insensitively)', async () => {
    const first = newAccount();
    await register(first);
    const sameName = await register(newAccount({ username: first.username.toUpperCase() }));
    expect(sameName.status).toBe(400);
    expect(sameName.body).toEqual({ username: ['A user with that username already exists.'] });
    const sameEmail = await register(newAccount({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body).toEqual({ email: ['A user with that email already exists.'] });
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    [
      'a password shorter than 8',
      { password: 'Ab1-x' },
      'password',
      'This password is too short. It must contain at least 8 characters.',
    ],
    [
      'a password longer than 128',
      { password: 'Xy7-'.repeat(33) },
      'password',
      'This password is too long. It must contain at most 128 characters.',
    ],
    ['a common password', { password: 'password123' }, 'password', 'This password is too common.'],
    ['an entirely numeric password', { password: '83920174652' }, 'password', 'This password is entirely numeric.'],
    [
      'a username with spaces',
      { username: 'two words' },
      'username',
      'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    ],
    [
      'a 151-character username',
      { username: 'u'.repeat(151) },
      'username',
      'Ensure this field has no more than 150 characters.',
    ],
  ])('refuses %s, naming the field', async (_what, change, field, message) => {
    const res = await register(newAccount(change));
    expect(res.status).toBe(400);
    expect(res.body[field]).toContain(message);
  });

  it('refuses a password equal to the username or the email', async () => {
    const byName = newAccount();
    const res = await register({ ...byName, password: byName.username });
    expect(res.status).toBe(400);
    expect(res.body.password).toContain('The password is too similar to the username.');
    const byEmail = newAccount();
    const res2 = await register({ ...byEmail, password: byEmail.email });
    expect(res2.body.password).toContain('The password is too similar to the email address.');
  });

  it('accepts Django username characters and a 128-character password', async () => {
    const res = await register(newAccount({ username: `ada.l+ö_@-${Date.now()}`, password: 'Kq9!'.repeat(32) }));
    expect(res.status).toBe(201);
  });

  it('names every missing field', async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      username: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });
});
