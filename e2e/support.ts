import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { apiURL } from '../playwright.config';

// Steps every Playwright spec shares: signing in, API tokens, axe and screenshots.

/** Fills and submits the login form; the caller checks what follows (a second step, an error). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login page and waits until the session is stored. */
export async function signIn(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
}

/** An access token from POST /api/login/. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${apiURL}/api/login/`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).access;
}

export async function expectNoAxeViolations(page: Page, what: string) {
  // An email's own HTML runs in a frame sandboxed without scripts: axe cannot (and need not) enter it.
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/** A full-page screenshot kept as a test artifact, named after the page and the viewport width. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const path = testInfo.outputPath(`${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
}
