import { describe, expect, it } from 'vitest';
import { renderEmail } from './layout';
import { passwordResetEmail, passwordChangedEmail, twoFactorEnabledEmail, welcomeEmail } from './templates';

const shop = { shopName: 'Fabric Tales', frontendUrl: 'http://shop.test', currency: 'USD' };
const user = { email: 'ada@example.com' };

describe('email layout and account templates', () => {
  it('renders HTML and text with the shop name, the storefront link and escaped content', () => {
    const { html, text } = renderEmail(shop, {
      title: 'Hi <there>',
      paragraphs: ['Tom & "Jerry"'],
      cta: { label: 'Open', url: 'http://shop.test/orders' },
    });
    expect(html).toContain('Hi &lt;there&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(html).toContain('href="http://shop.test/orders"');
    expect(html).toContain('href="http://shop.test/"');
    expect(html).toContain('Fabric Tales');
    expect(text).toContain('Tom & "Jerry"');
    expect(text).toContain('Open: http://shop.test/orders');
    expect(text).toContain('Fabric Tales · http://shop.test/');
  });

  it('the password reset email links to FRONTEND_URL/reset-password/{token}', () => {
    const mail = passwordResetEmail(shop, user, 'tok123');
    expect(mail).toMatchObject({ to: 'ada@example.com', kind: 'password_reset' });
    expect(mail.text).toContain('http://shop.test/reset-password/tok123');
    expect(mail.html).toContain('href="http://shop.test/reset-password/tok123"');
  });

  it.each([
    [welcomeEmail(shop, user), 'welcome'],
    [twoFactorEnabledEmail(shop, user), 'two_factor_enabled'],
    [passwordChangedEmail(shop, user), 'password_changed'],
  ])('%# has its kind, a neutral greeting and both parts', (mail, kind) => {
    expect(mail.kind).toBe(kind);
    expect(mail.text).toContain('Hello,');
    expect(mail.html).toContain('Hello,');
    expect(mail.subject).toBeTruthy();
  });
});
