import { expect, test } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { allProducts, bearer, registerShopper, screenshot, toastsGone } from './journey-support';
import { apiLogin, expectNoAxeViolations, signIn } from './support';

// Email people asked for (§28.2, §28.7), against the real API: a shopper confirms the newsletter by the link of
// its email, the owner writes an announcement of a piece in the console, the shopper gets it once with the piece's
// link and an unsubscribe link, and the console's list shows the counts the API gives.

interface EmailLog {
  id: number;
  to: string;
  subject: string;
}

interface Announcement {
  id: number;
  subject: string;
  sent: number;
  failed: number;
  unsubscribed: number;
  finished_at: string | null;
}

test('the owner announces a piece: a confirmed subscriber gets it once, and the console shows what the API counts', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, e2eAdmin.email, e2eAdmin.password);
  const logs = async (kind: string, to: string): Promise<EmailLog[]> =>
    (
      await (
        await request.get(`${apiURL}/api/admin/email-logs/?kind=${kind}&page_size=100`, { headers: bearer(admin) })
      ).json()
    ).results.filter((log: EmailLog) => log.to === to);
  const mailText = async (id: number): Promise<string> =>
    (await (await request.get(`${apiURL}/api/admin/email-logs/${id}/`, { headers: bearer(admin) })).json()).text;

  // A shopper asks for the news on Profile and confirms by the email's link (double opt-in).
  const shopper = await registerShopper(request, 'iris');
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/profile');
  await page
    .getByRole('region', { name: 'Newsletter' })
    .getByRole('checkbox', { name: 'Email me about new pieces and fabrics' })
    .click();
  await expect.poll(async () => (await logs('marketing_confirm', shopper.email)).length).toBe(1);
  const [confirmation] = await logs('marketing_confirm', shopper.email);
  const confirmLink = /Confirm my subscription: (\S+)/.exec(await mailText(confirmation.id))![1];
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();

  // The owner announces one live piece in the console.
  const [piece] = await allProducts(request);
  const subject = `New this week ${Date.now().toString(36)}`;
  const ownerContext = await browser.newContext();
  const console_ = await ownerContext.newPage();
  await signIn(console_, e2eAdmin.email, e2eAdmin.password);
  await console_.goto('/admin/announcements');
  await console_.getByLabel('Subject', { exact: true }).fill(subject);
  await console_.getByLabel('Text', { exact: true }).fill('Fresh from the studio.\nCut from our newest cloth.');
  await console_.getByRole('checkbox', { name: piece.name, exact: true }).check();
  await console_.getByRole('button', { name: 'Send announcement' }).click();
  await expect(console_.getByText('Announcement on its way to everyone who asked for it.')).toBeVisible();

  // One email to the subscriber, naming the piece's page, with its own unsubscribe link.
  await expect.poll(async () => (await logs('announcement', shopper.email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await logs('announcement', shopper.email);
  expect(mail.subject).toBe(subject);
  const text = await mailText(mail.id);
  expect(text).toContain(`/products/${piece.slug}`);
  expect(text).toMatch(/Unsubscribe: \S+\/api\/newsletter\/unsubscribe\//);

  // The console's row reads what the API counts, once the job has finished.
  const listed = async (): Promise<Announcement | undefined> =>
    (
      (await (
        await request.get(`${apiURL}/api/admin/announcements/`, { headers: bearer(admin) })
      ).json()) as Announcement[]
    ).find((a) => a.subject === subject);
  await expect.poll(async () => (await listed())?.finished_at ?? null, { timeout: 30_000 }).not.toBeNull();
  const counts = (await listed())!;
  expect(counts.sent).toBeGreaterThanOrEqual(1);
  await console_.reload();
  const row = console_.getByRole('row').filter({ hasText: subject });
  await expect(row.getByRole('cell')).toHaveText([
    subject,
    /\w/,
    String(counts.sent),
    String(counts.failed),
    String(counts.unsubscribed),
  ]);
  await toastsGone(console_);
  await expectNoAxeViolations(console_, 'the announcements screen');
  for (const width of [390, 1280]) {
    await console_.setViewportSize({ width, height: 900 });
    await console_.evaluate(() => window.scrollTo(0, 0));
    // Nothing wider than the screen: the list scrolls inside its panel, the page does not.
    expect(await console_.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(console_, testInfo, 'admin-announcements');
  }
  await ownerContext.close();
});
