import { getProfileWith, type LoginAnswer } from '@/lib/api/auth';
import { notifySessionChanged } from '@/lib/auth/session-store';
import { roleFromToken } from '@/lib/auth/token';
import { syncLocalCart } from '@/lib/cart/sync';
import { FORCE_CART_REFRESH_EVENT, USER_LOGIN_EVENT } from '@/lib/constants';
import { clearAllStorage, readItem, STORAGE_KEYS, storeSession, writeItem } from '@/lib/storage';
import type { SessionUser } from '@/lib/types';

export type { LoginAnswer };

/** The basic user merged with GET /api/profile/; the basic user alone when the profile call fails. */
async function withProfile(user: SessionUser, access: string): Promise<SessionUser> {
  try {
    return { ...user, ...(await getProfileWith(access)) } as SessionUser;
  } catch {
    return user;
  }
}

/**
 * Login success (spec §4): the login-side logout clears all storage (the anonymous cart is kept so it
 * can be pushed), then tokens, role and user are stored, `userLogin` is broadcast and a non-empty
 * local cart is synced. Returns the session user.
 */
export async function startSession(answer: LoginAnswer): Promise<SessionUser> {
  const anonymousCart = readItem(STORAGE_KEYS.cart);
  clearAllStorage();
  if (anonymousCart) writeItem(STORAGE_KEYS.cart, anonymousCart);

  const user = await withProfile(answer.user, answer.access);
  const role = user.role ?? answer.user.role ?? roleFromToken(answer.access) ?? 'customer';
  storeSession(answer.access, answer.refresh, role, { ...user, role });
  notifySessionChanged();

  window.dispatchEvent(
    new CustomEvent(USER_LOGIN_EVENT, { detail: { token: answer.access, role, user: { ...user, role } } }),
  );

  try {
    const cart = await syncLocalCart();
    if (cart) window.dispatchEvent(new Event(FORCE_CART_REFRESH_EVENT));
  } catch (error) {
    // The cart stays local and can be pushed later with Sync Cart; the login itself succeeded.
    console.warn('Failed to sync cart', error);
  }
  return { ...user, role };
}
