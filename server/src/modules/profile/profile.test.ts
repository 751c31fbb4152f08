import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { newAccount, signUp } from '../../test/accounts';

const image = (format: 'png' | 'jpeg' | 'webp', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

function upload(bytes: Buffer, filename: string, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('profile_picture', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

describe('GET and PATCH /api/profile/', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await startTestApp();
    a = await signUp(t, { first_name: 'Ada' });
  });
  afterAll(() => t.close());

  const patch = (init: { json?: unknown; body?: FormData }) =>
    t.request('PATCH', '/api/profile/', { ...init, token: a.access });

  it('GET answers the whole profile', async () => {
    const res = await t.request('GET', '/api/profile/', { token: a.access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: a.id,
      username: a.username,
      email: a.email,
      first_name: 'Ada',
      last_name: '',
      phone: '',
      address_line1: '',
      address_line2: '',
      city: '',
      state: '',
      postal_code: '',
      country: '',
      profile_picture: null,
      role: 'customer',
      two_factor_enabled: false,
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      marketing_consent: false,
      marketing_consent_status: null,
    });
    expect((await t.request('GET', '/api/profile/')).status).toBe(401);
  });

  it('PATCH with JSON changes the given fields, ignores read-only ones and answers the profile', async () => {
    const res = await patch({
      json: {
        first_name: 'Ada',
        last_name: 'Loom',
        phone: '+44 20 7946 0958',
        city: 'Bath',
        country: 'UK',
        role: 'admin',
        id: 1,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: a.id,
      last_name: 'Loom',
      phone: '+44 20 7946 0958',
      city: 'Bath',
      country: 'UK',
      role: 'customer',
    });
    const again = await t.request('GET', '/api/profile/', { token: a.access });
    expect(again.body.city).toBe('Bath');
  });

  it('PATCH names invalid fields and a taken username (a taken email is never named: email-change.test.ts)', async () => {
    const other = newAccount();
    await t.request('POST', '/api/register/', { json: other });
    const res = await patch({
      json: { username: other.username, phone: 'call me', postal_code: 'x'.repeat(21) },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['phone', 'postal_code']);
    const taken = await patch({
      json: { email: other.email.toUpperCase(), current_password: a.password, username: other.username },
    });
    expect(taken.body).toEqual({ username: ['A user with that username already exists.'] });
  });

  it('a PNG upload is re-encoded to a WebP of at most 512 px, served under /media/avatars/', async () => {
    const res = await patch({ body: upload(await image('png'), 'me.png', 'image/png', { city: 'York' }) });
    expect(res.status).toBe(200);
    expect(res.body.city).toBe('York');
    expect(res.body.profile_picture).toMatch(/^\/media\/avatars\/[\w-]+\.webp$/);
    const served = await fetch(t.base + res.body.profile_picture);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    // Replacing it (a JPEG sent with a wrong name and type: the bytes decide) deletes the old file.
    const oldFile = path.join(t.config.mediaDir, 'avatars', path.basename(res.body.profile_picture));
    expect(existsSync(oldFile)).toBe(true);
    const jpeg = await patch({ body: upload(await image('jpeg', 200, 100), 'photo.gif', 'application/octet-stream') });
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.profile_picture).not.toBe(res.body.profile_picture);
    expect(existsSync(oldFile)).toBe(false);

    const webp = await patch({ body: upload(await image('webp', 64, 64), 'a.webp', 'image/webp') });
    expect(webp.status).toBe(200);

    const cleared = await patch({ json: { profile_picture: null } });
    expect(cleared.body.profile_picture).toBeNull();
  });

  it('a text file renamed .png is refused with a field error', async () => {
    const res = await patch({ body: upload(Buffer.from('just some words, not a picture'), 'evil.png', 'image/png') });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      profile_picture: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    });
  });

  it('a GIF (a real image of another type) is refused', async () => {
    const gif = await image('webp').then((b) => sharp(b).gif().toBuffer());
    const res = await patch({ body: upload(gif, 'a.png', 'image/png') });
    expect(res.status).toBe(400);
    expect(res.body.profile_picture).toBeTruthy();
  });

  it('a picture over 2 MB is refused with a JSON body naming the problem', async () => {
    const big = Buffer.concat([await image('png', 10, 10), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await patch({ body: upload(big, 'big.png', 'image/png') });
    expect(res.status).toBe(413);
    expect(res.body.profile_picture[0]).toMatch(/2 MB/);
    expect(res.body.detail).toMatch(/2 MB/);
  });

  it('a malformed multipart body is a 400 with a JSON detail', async () => {
    for (const [body, type] of [
      ['x', 'multipart/form-data'],
      ['--x\r\n', 'multipart/form-data; boundary=x'],
    ]) {
      const res = await t.request('PATCH', '/api/profile/', {
        token: a.access,
        body,
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(400);
      expect(res.body.detail).toMatch(/^Multipart form parse error/);
    }
  });

  it('a multipart text field is validated like JSON, and profile_picture must be a file', async () => {
    const form = new FormData();
    form.append('postal_code', 'x'.repeat(30));
    form.append('profile_picture', 'not a file');
    const res = await patch({ body: form });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['profile_picture']);
    const fieldOnly = new FormData();
    fieldOnly.append('postal_code', 'x'.repeat(30));
    const res2 = await patch({ body: fieldOnly });
    expect(res2.status).toBe(400);
    expect(Object.keys(res2.body)).toEqual(['postal_code']);
    const json = await patch({ json: { profile_picture: 'http://example.com/a.png' } });
    expect(json.status).toBe(400);
    expect(json.body.profile_picture).toBeTruthy();
  });
});
