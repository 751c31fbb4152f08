import type { OutgoingEmail } from '../../plugins/outbox';
import { resetPasswordUrl } from '../../db/reset-links';
import { GREETING, renderEmail, type ShopIdentity } from './layout';

/** An account's address: the only thing of the account an email uses (see GREETING). */
interface Recipient {
  email: string;
}

export function welcomeEmail(shop: ShopIdentity, user: Recipient): OutgoingEmail {
  const title = `Welcome to ${shop.shopName}`;
  return {
    to: user.email,
    subject: title,
    kind: 'welcome',
    ...renderEmail(shop, {
      title,
      paragraphs: [
        GREETING,
        `Your account is ready. Every piece in our shop is handcrafted from fabric, and each one tells its own story.`,
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
        GREETING,
        'Someone asked to reset the password of your account. The link below works once, for one hour.',
        'If it was not you, ignore this email: your password stays as it is.',
      ],
      cta: { label: 'Choose a new password', url: resetPasswordUrl(shop.frontendUrl, token) },
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
        GREETING,
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
        GREETING,
        'The password of your account was just changed, and every other signed-in device was signed out.',
        'If you did not do this, reset your password right away and contact us.',
      ],
      cta: { label: 'Reset your password', url: `${shop.frontendUrl}/forgot-password` },
    }),
  };
}

export function twoFactorDisabledEmail(shop: ShopIdentity, user: Recipient): OutgoingEmail {
  const title = 'Two-factor authentication is off';
  return {
    to: user.email,
    subject: `${shop.shopName}: two-factor authentication turned off`,
    kind: 'two_factor_disabled',
    ...renderEmail(shop, {
      title,
      paragraphs: [
        GREETING,
        'Two-factor authentication was just turned off for your account: signing in now asks only for your password.',
        'If you did not do this, reset your password right away, turn two-factor authentication back on and contact us.',
      ],
      cta: { label: 'Reset your password', url: `${shop.frontendUrl}/forgot-password` },
    }),
  };
}

/** To the new address: the link that makes the change (it works once, for EMAIL_CHANGE_HOURS). */
export function emailChangeConfirmEmail(
  shop: ShopIdentity,
  user: Recipient,
  newEmail: string,
  token: string,
): OutgoingEmail {
  const title = 'Confirm your new email address';
  return {
    to: newEmail,
    subject: `${shop.shopName}: confirm your new email address`,
    kind: 'email_change_confirm',
    ...renderEmail(shop, {
      title,
      paragraphs: [
        GREETING,
        `Someone asked to use this address to sign in to a ${shop.shopName} account. The change is made only when you confirm it with the button below; the link works once, for 24 hours.`,
        'If it was not you, ignore this email: nothing changes.',
      ],
      cta: { label: 'Confirm this address', url: `${shop.frontendUrl}/confirm-email/${token}` },
    }),
  };
}

/**
 * To the account's address when a move to another address starts (the new address is not named: it is text the
 * requester typed), so the owner hears of a move while it can still be stopped.
 */
export function emailChangeStartedEmail(shop: ShopIdentity, user: Recipient): OutgoingEmail {
  const title = 'A change of your sign-in email was asked for';
  return {
    to: user.email,
    subject: `${shop.shopName}: a change of your sign-in email was asked for`,
    kind: 'email_change_started',
    ...renderEmail(shop, {
      title,
      paragraphs: [
        GREETING,
        'Someone signed in to your account asked to move its sign-in to another email address. The move happens only if the link we sent to that address is followed within 24 hours.',
        'If it was not you, change your password now: that cancels the move and signs out every other device.',
      ],
      cta: { label: 'Reset your password', url: `${shop.frontendUrl}/forgot-password` },
    }),
  };
}

/**
 * To the new address when another account already signs in with it: the request is answered as for any
 * address (so the API never tells whether one is registered), and the address's owner learns why no link came.
 */
export function emailInUseEmail(shop: ShopIdentity, newEmail: string): OutgoingEmail {
  const title = 'This address already has an account';
  return {
    to: newEmail,
    subject: `${shop.shopName}: this address already has an account`,
    kind: 'email_in_use',
    ...renderEmail(shop, {
      title,
      paragraphs: [
        GREETING,
        `Someone asked to move another ${shop.shopName} account to this email address. This address already has an account, so nothing was changed.`,
        'If that was you, sign in with this address instead. If you forgot its password, you can reset it.',
      ],
      cta: { label: 'Reset your password', url: `${shop.frontendUrl}/forgot-password` },
    }),
  };
}

/** To the old address once the change is made, so a takeover through the profile does not go unnoticed. */
export function emailChangedEmail(shop: ShopIdentity, user: Recipient, newEmail: string): OutgoingEmail {
  const title = 'Your sign-in email was changed';
  return {
    to: user.email,
    subject: `${shop.shopName}: your sign-in email was changed`,
    kind: 'email_changed',
    ...renderEmail(shop, {
      title,
      paragraphs: [
        GREETING,
        `Your account now signs in with ${newEmail}; this address no longer receives its emails.`,
        'If you did not do this, contact us right away: reply to this email.',
      ],
      cta: { label: 'Contact us', url: `${shop.frontendUrl}/contact` },
    }),
  };
}
