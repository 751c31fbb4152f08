import { decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appMeta } from '../db/schema';
import { deploymentJwtSecrets, JwtKeyUnreadableError, rotateJwtSecret, storedJwtSecrets } from '../db/settings';
import { newKey, SecretBox } from '../lib/secret-box';
import { signUp } from '../test/accounts';
import { startTestApp, type TestApp } from '../test/test-app';
import { keyId } from './jwt-keys';

const OLD = 'old-key-old-key-old-key-old-key-0123456789';
const NEW = 'new-key-new-key-new-key-new-key-0123456789';
const NEWER = 'newer-key-newer-key-newer-key-newer-0123456';

const profile = (t: TestApp, token: string) => t.request('GET', '/api/profile/', { token });
const refresh = (t: TestApp, token: string) => t.request('POST', '/api/refresh/', { json: { refresh: token } });
const kidOf = (token: string) => decodeProtectedHeader(token).kid;

/**
 * The JWT key ring: a rotation (JWT_SECRET becomes JWT_PREVIOUS_SECRET, a new JWT_SECRET) signs nobody out.
 * Instances restarted with the new configuration are started here on the first one's database.
 */
describe('JWT key ring (JWT_SECRET, JWT_PREVIOUS_SECRET)', () => {
  let before: TestApp;
  const after: TestApp[] = [];
  beforeAll(async () => {
    before = await startTestApp({ config: { jwtSecret: OLD } });
  });
  afterEach(async () => {
    for (const t of after.splice(0)) await t.close();
  });
  afterAll(() => before.close());

  const restarted = async (jwtSecret: string, jwtPreviousSecret = '') => {
    const t = await startTestApp({ config: { jwtSecret, jwtPreviousSecret }, sameDatabaseAs: before });
    after.push(t);
    return t;
  };

  it("access and refresh tokens name the signing key in the header's kid", async () => {
    const a = await signUp(before);
    expect(kidOf(a.access)).toBe(keyId(OLD));
    expect(kidOf(a.refresh)).toBe(keyId(OLD));
    expect(keyId(OLD)).not.toBe(keyId(NEW));
  });

  it('a token signed before the rotation still verifies after it, and its refresh gives a pair of the new key', async () => {
    const a = await signUp(before);
    const rotated = await restarted(NEW, OLD);
    expect((await profile(rotated, a.access)).status).toBe(200);
    const pair = await refresh(rotated, a.refresh);
    expect(pair.status).toBe(200);
    expect(kidOf(pair.body.access)).toBe(keyId(NEW));
    expect(kidOf(pair.body.refresh)).toBe(keyId(NEW));
    expect((await profile(rotated, pair.body.access)).status).toBe(200);
    // The next refresh, after the old key is gone, still works: the sign-in survived the rotation.
    const later = await restarted(NEWER, NEW);
    expect((await refresh(later, pair.body.refresh)).status).toBe(200);
  });

  it('a token signed with a key no longer in the ring is refused', async () => {
    const a = await signUp(before);
    const later = await restarted(NEWER, NEW);
    for (const res of [await profile(later, a.access), await refresh(later, a.refresh)]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('token_not_valid');
    }
  });

  it('a token naming a known kid but signed with another key is refused; one without kid is tried with both', async () => {
    const a = await signUp(before);
    const rotated = await restarted(NEW, OLD);
    const claims = JSON.parse(Buffer.from(a.access.split('.')[1], 'base64url').toString());
    const sign = (secret: string, kid?: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...(kid && { kid }) })
        .sign(new TextEncoder().encode(secret));
    expect((await profile(rotated, await sign(NEWER, keyId(NEW)))).status).toBe(401);
    expect((await profile(rotated, await sign(OLD, keyId(NEW)))).status).toBe(401);
    expect((await profile(rotated, await sign(OLD))).status).toBe(200);
    expect((await profile(rotated, await sign(NEWER))).status).toBe(401);
  });
});

/**
 * Without JWT_SECRET the keys live in the database; `npm run jwt:rotate -w server` rotates them there while
 * instances run. `owner` only holds the database; `one` started before the rotation, `two` after it.
 */
describe("JWT key ring: the database's keys", () => {
  let owner: TestApp;
  const instances: TestApp[] = [];
  beforeAll(async () => {
    owner = await startTestApp();
  });
  afterAll(async () => {
    for (const t of instances) await t.close();
    await owner.close();
  });

  const instance = async () => {
    const [jwtSecret, jwtPreviousSecret = ''] = await deploymentJwtSecrets(
      owner.db,
      owner.config.dataDir,
      owner.app.secretBox,
    );
    const t = await startTestApp({
      config: { jwtSecret, jwtPreviousSecret, jwtKeysFromDatabase: true },
      sameDatabaseAs: owner,
    });
    instances.push(t);
    return t;
  };

  it('after a rotation, an instance not yet restarted accepts the new key (re-reading the database) and the old', async () => {
    const one = await instance();
    const a = await signUp(one);
    await rotateJwtSecret(owner.db, owner.app.secretBox);
    const [newest, previous] = await storedJwtSecrets(owner.db, owner.app.secretBox);
    expect(previous).toBe(one.config.jwtSecret);
    const two = await instance();
    const b = await signUp(two);
    expect(kidOf(b.access)).toBe(keyId(newest));
    expect((await profile(two, a.access)).status).toBe(200);
    expect((await profile(one, b.access)).status).toBe(200);
    // Having met the new key, the instance started before the rotation signs with it too.
    const pair = await refresh(one, a.refresh);
    expect(pair.status).toBe(200);
    expect(kidOf(pair.body.access)).toBe(keyId(newest));
  });

  it('the keys are stored sealed: a key stored in clear by an earlier version is sealed at start-up and keeps its tokens; another ENCRYPTION_KEY opens none', async () => {
    const box = owner.app.secretBox;
    const [current] = await deploymentJwtSecrets(owner.db, owner.config.dataDir, box);
    const legacy = 'legacy-key-legacy-key-legacy-key-0123456789';
    await owner.db.update(appMeta).set({ value: legacy }).where(eq(appMeta.key, 'jwt_secret'));
    expect(await deploymentJwtSecrets(owner.db, owner.config.dataDir, box)).toContain(legacy);
    const [row] = await owner.db.select().from(appMeta).where(eq(appMeta.key, 'jwt_secret'));
    expect(row.value).toMatch(/^v1\./);
    expect(row.value).not.toContain(legacy);
    const t = await instance();
    expect(t.config.jwtSecret).toBe(legacy);
    expect((await profile(t, (await signUp(t)).access)).status).toBe(200);
    await expect(storedJwtSecrets(owner.db, new SecretBox([newKey()]))).rejects.toThrow(JwtKeyUnreadableError);
    expect(current).not.toBe(legacy);
  });
});
