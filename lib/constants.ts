/** The timings and names of docs/product-rules.md §9, in one place so code and tests agree. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 300;
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const AUTH_REDIRECT_DELAY_MS = 100;
export const SYNC_BUTTON_REFRESH_DELAY_MS = 500;
export const LOGIN_POLL_INTERVAL_MS = 1_000;
export const POST_LOGIN_CART_RELOAD_MS = 100;
export const POST_LOGIN_SYNC_DELAY_MS = 200;
export const TOAST_AUTO_CLOSE_MS = 2_000;

/** Window events (§9). */
export const USER_LOGIN_EVENT = 'userLogin';
export const FORCE_CART_REFRESH_EVENT = 'forceCartRefresh';

export const DEFAULT_AVATAR = '/images/default-avatar.png';
