import { expect, test, type APIRequestContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { apiURL, e2eAdmin } from '../playwright.config';
import { attachScreenshot, expectNoAxeViolations, submitSignIn } from './support';

// Account journeys against the real API: password reset through the emailed link, and two-factor sign-in.

const PASSWORD = 'Silk-Scarf-2026!';

function newShopper() {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `iris${tag}`, email: `iris.${tag}@example.com`, password: PASSWORD };
}

async function register(request: APIRequestContext) {
  const shopper = newShopper();
  const res = await request.post(`${apiURL}/api/register/`, { data: shopper });
  expect(res.status(), await res.text()).toBe(201);
  return shopper;
}

/** The reset link of the newest password_reset email to `email`, read as the admin from the email log. */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(`${apiURL}/api/login/`, { data: e2eAdmin });
  const headers = { Authorization: `Bearer ${(await login.json()).access}` };
  const list = await request.get(
    `${apiURL}/api/admin/email-logs/?kind=password_reset&search=${encodeURIComponent(email)}`,
    { headers },
  );
  const [newest] = (await list.json()).results;
  expect(newest, `a password_reset email to ${email}`).toBeTruthy();
  const detail = await (await request.get(`${apiURL}/api/admin/email-logs/${newest.id}/`, { headers })).json();
  const link = /https?:\/\/\S+?\/reset-password\/[^\s"<>]+/.exec(detail.text)?.[0];
  expect(link, detail.text).toBeTruthy();
  return new URL(link!).pathname;
}

const totp = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });

test('forgot password: the emailed link resets the password and the new one signs in', async ({ page, request }) => {
  const shopper = await register(request);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent it a link' })).toBeVisible();

  const path = await resetLinkFor(request, shopper.email);
  await page.goto(path);
  const newPassword = 'Woven-Anew-2026!';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();

  // The link is single-use.
  await page.goto(path);
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

  await submitSignIn(page, shopper.email, shopper.password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'No active account found with the given credentials' }),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
});

test('two-factor: switched on in the profile, then sign-in asks for a TOTP code', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const shopper = await register(request);
  await submitSignIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes.first()).toBeVisible();
  expect(await codes.count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codes).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();

  // A fresh browser: password first, then a code of the next time step (the verified one is spent).
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await submitSignIn(fresh, shopper.email, shopper.password);
  const field = fresh.getByLabel('Authentication code');
  await expect(field).toBeVisible();
  await field.fill('000000');
  await fresh.getByRole('button', { name: 'Verify' }).click();
  await expect(fresh.getByRole('alert')).toBeVisible();
  await field.fill(totp(secret, Date.now() + 30_000));
  await fresh.getByRole('button', { name: 'Verify' }).click();
  await expect(fresh).toHaveURL(/\/$/);
  await expect.poll(() => fresh.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  await context.close();
});

for (const width of [390, 1280]) {
  test(`account pages have no axe violations and are captured at ${width} px`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const publicPages: [string, string, string][] = [
      ['/login', 'Sign in', 'login'],
      ['/register', 'Create an account', 'register'],
      ['/forgot-password', 'Forgot your password?', 'forgot-password'],
      ['/reset-password/not-a-real-token', 'Choose a new password', 'reset-password-invalid'],
    ];
    for (const [path, heading, name] of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[role=status] .animate-pulse')).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} at ${width} px`);
      await attachScreenshot(page, testInfo, name);
    }

    // The two-factor step and the signed-in shopper's profile.
    const shopper = await register(request);
    await submitSignIn(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByLabel('First name')).toBeVisible();
    await expectNoAxeViolations(page, `/profile at ${width} px`);
    await attachScreenshot(page, testInfo, 'profile');
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectNoAxeViolations(page, `/profile two-factor setup at ${width} px`);
    await attachScreenshot(page, testInfo, 'profile-two-factor');
  });
}
