/** The user menu's entries per role (spec §2, §6). */
export const SHOPPER_MENU = [
  { href: '/profile', label: 'Profile' },
  { href: '/orders', label: 'My Orders' },
];

export const ADMIN_MENU = [
  { href: '/admin/dashboard', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Admin Orders' },
  { href: '/admin/notifications', label: 'Email Logs' },
];

export const UPDATE_PROFILE_HINT = 'Please update your profile for a better experience';

/** The first name, or the username when there is none (then the hint is shown). */
export function displayName(user: { first_name?: string; username?: string } | null): {
  name: string;
  isUsername: boolean;
} {
  const first = user?.first_name?.trim();
  if (first) return { name: first, isUsername: false };
  return { name: user?.username ?? 'Account', isUsername: true };
}
