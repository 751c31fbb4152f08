import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../../db/prepare';
import { resealTwoFactorSecrets, TwoFactorKeyMismatchError, twoFactorContext } from '../../db/two-factor-secrets';
import { encryptionKeyFor, newKey, SecretBox, secretBoxFor } from '../../lib/secret-box';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeAt, enableTwoFactor, signUp } from '../../test/accounts';

/** Secrets at rest (docs/security.md): a read of the users table, or a backup of it, makes no code. */
describe('two-factor secrets are sealed at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
  const signInWithCode = async (account: { email: string; password: string }, otp: string) => {
    const login = await t.request('POST', '/api/login/', {
      json: { email: account.email, password: account.password },
    });
    const challenge = login.body.challenge as string;
    return t.request('POST', '/api/verify-login-2fa/', { json: { email: account.email, otp, challenge } });
  };

  it('the row holds neither the pending nor the enabled secret in clear, and codes from the app still sign in', async () => {
    const account = await signUp(t);
    const setup = await t.request('POST', '/api/enable-2fa/', { token: account.access });
    const secret = setup.body.secret as string;
    const pending = (await row(account.id)).twoFactorPendingSecret ?? '';
    expect(pending).not.toContain(secret);
    expect(pending).toMatch(/^v1\./);
    const verify = await t.request('POST', '/api/verify-2fa/', {
      token: account.access,
      json: { otp: codeAt(t, secret) },
    });
    expect(verify.status).toBe(200);
    t.clock.advance(30);
    const stored = (await row(account.id)).twoFactorSecret ?? '';
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    // Whoever holds the table but not the key opens nothing; the shop's key opens the very secret.
    expect(new SecretBox([newKey()]).open(stored, twoFactorContext(account.id))).toBeNull();
    expect(t.app.secretBox.open(stored, twoFactorContext(account.id))).toBe(secret);
    expect((await signInWithCode(account, codeAt(t, secret))).status).toBe(200);
  });

  it("a sealed secret copied onto another account does not open there: that account's codes stay its own", async () => {
    const owner = await signUp(t);
    const { secret } = await enableTwoFactor(t, owner.access);
    const victim = await signUp(t);
    await enableTwoFactor(t, victim.access);
    const ownerSealed = (await row(owner.id)).twoFactorSecret;
    const victimSealed = (await row(victim.id)).twoFactorSecret;
    await t.db.update(users).set({ twoFactorSecret: ownerSealed }).where(eq(users.id, victim.id));
    const res = await signInWithCode(victim, codeAt(t, secret));
    expect(res.status).toBe(400);
    expect(res.body.access).toBeUndefined();
    await t.db.update(users).set({ twoFactorSecret: victimSealed }).where(eq(users.id, victim.id));
  });

  it('start-up seals a secret stored in clear by an earlier version, and it still verifies', async () => {
    const account = await signUp(t);
    const { secret } = await enableTwoFactor(t, account.access);
    await t.db.update(users).set({ twoFactorSecret: secret }).where(eq(users.id, account.id));
    expect(await resealTwoFactorSecrets(t.db, t.app.secretBox)).toBe(0);
    const stored = (await row(account.id)).twoFactorSecret ?? '';
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    expect((await signInWithCode(account, codeAt(t, secret))).status).toBe(200);
  });

  it('rotation: with the new key first and the old as previous, start-up reseals under the new key; the old key alone then opens nothing', async () => {
    const account = await signUp(t);
    const { secret } = await enableTwoFactor(t, account.access);
    const [oldKey, freshKey] = [encryptionKeyFor(t.config).key, newKey()];
    const rotated = new SecretBox([freshKey, oldKey]);
    expect(await resealTwoFactorSecrets(t.db, rotated)).toBe(0);
    const stored = (await row(account.id)).twoFactorSecret ?? '';
    expect(rotated.open(stored, twoFactorContext(account.id))).toBe(secret);
    expect(new SecretBox([oldKey]).open(stored, twoFactorContext(account.id))).toBeNull();
    // Back to this instance's key, as the next tests count what it cannot open.
    await resealTwoFactorSecrets(t.db, new SecretBox([oldKey, freshKey]));
  });

  it('a secret no key of this instance opens is counted at start-up and left as it is; its recovery codes still sign in', async () => {
    const account = await signUp(t);
    const { recoveryCodes } = await enableTwoFactor(t, account.access);
    const before = await resealTwoFactorSecrets(t.db, t.app.secretBox);
    const foreign = new SecretBox([newKey()]).seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', twoFactorContext(account.id));
    await t.db.update(users).set({ twoFactorSecret: foreign }).where(eq(users.id, account.id));
    expect(await resealTwoFactorSecrets(t.db, t.app.secretBox)).toBe(before + 1);
    expect((await row(account.id)).twoFactorSecret).toBe(foreign);
    const res = await signInWithCode(account, recoveryCodes[0]);
    expect(res.status).toBe(200);
  });

  it('an instance that made its own key file refuses a database another key sealed, writing nothing; a key the operator sets starts it', async () => {
    const account = await signUp(t);
    await enableTwoFactor(t, account.access);
    const stored = (await row(account.id)).twoFactorSecret;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-2fa-key-'));
    try {
      // A second machine started without the shared ENCRYPTION_KEY (its JWT key given, so only TOTP is at stake).
      const elsewhere = {
        ...t.config,
        dataDir,
        encryptionKey: '',
        encryptionPreviousKey: '',
        jwtSecret: 'j'.repeat(40),
        migrate: 'skip' as const,
      };
      // The app's box made first (as buildApp, or an ops command, may) leaves the key the key file's: still refused.
      secretBoxFor(elsewhere);
      await expect(prepareDatabase(t.handle, elsewhere)).rejects.toThrow(TwoFactorKeyMismatchError);
      expect((await row(account.id)).twoFactorSecret).toBe(stored);
      // An operator who lost the key says so with a new one: the shop starts, those accounts use recovery codes.
      const chosen = { ...elsewhere, encryptionKey: newKey() };
      expect((await prepareDatabase(t.handle, chosen)).unreadableTwoFactorSecrets).toBeGreaterThan(0);
      expect((await row(account.id)).twoFactorSecret).toBe(stored);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
