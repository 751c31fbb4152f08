import type { OutgoingEmail } from './outbox';
import { renderEmail, type ShopIdentity } from './layout';

interface Recipient {
  email: string;
  username: string;
  firstName?: string;
}

const greeting = (user: Recipient) => `Hello ${user.firstName || user.username},`;

export function welcomeEmail(shop: ShopIdentity, user: Recipient): OutgoingEmail {
  const title = `Welcome to ${shop.shopName}`;
  return {
    to: user.email,
    subject: title,
    kind: 'welcome',
    ...renderEmail(shop, {
      title,
      paragraphs: [
        greeting(user),
        `Your account (${user.username}) is ready. Every piece in our shop is handcrafted from fabric, and each one tells its own story.`,
        'Sign in to keep your cart on every device, follow your orders and save your delivery address.',
      ],
      cta: { label: 'Visit the shop', url: `${shop.frontendUrl}/products` },
    }),
  };
}

export function passwordResetEmail(shop: ShopIdentity, user: Recipient, token: string): OutgoingEmail {
  const title = 'Reset your password';
  return {
    to: user.email,
    subject: `${shop.shopName}: reset your password`,
    kind: 'password_reset',
    ...renderEmail(shop, {
      title,
      paragraphs: [
        greeting(user),
        'Someone asked to reset the password of your account. The link below works once, for one hour.',
        'If it was not you, ignore this email: your password stays as it is.',
      ],
      cta: { label: 'Choose a new password', url: `${shop.frontendUrl}/reset-password/${token}` },
    }),
  };
}

export function twoFactorEnabledEmail(shop: ShopIdentity, user: Recipient): OutgoingEmail {
  const title = 'Two-factor authentication is on';
  return {
    to: user.email,
    subject: `${shop.shopName}: two-factor authentication enabled`,
    kind: 'two_factor_enabled',
    ...renderEmail(shop, {
      title,
      paragraphs: [
        greeting(user),
        'Two-factor authentication is now on for your account: signing in asks for a code from your authenticator app.',
        'Keep your recovery codes somewhere safe. If you did not do this, reset your password right away and contact us.',
      ],
      cta: { label: 'Review your profile', url: `${shop.frontendUrl}/profile` },
    }),
  };
}

export function passwordChangedEmail(shop: ShopIdentity, user: Recipient): OutgoingEmail {
  const title = 'Your password was changed';
  return {
    to: user.email,
    subject: `${shop.shopName}: your password was changed`,
    kind: 'password_changed',
    ...renderEmail(shop, {
      title,
      paragraphs: [
        greeting(user),
        'The password of your account was just changed, and every other signed-in device was signed out.',
        'If you did not do this, reset your password right away and contact us.',
      ],
      cta: { label: 'Reset your password', url: `${shop.frontendUrl}/forgot-password` },
    }),
  };
}
