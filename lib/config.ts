/** The storefront's settings, read once from NEXT_PUBLIC_* variables with working defaults. */
export const API_URL = (process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:8000').replace(/\/$/, '');

export const SHOP_NAME = process.env.NEXT_PUBLIC_SHOP_NAME ?? 'Fabric Tales';

export const TAGLINE = 'Style that tells your story';

export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
