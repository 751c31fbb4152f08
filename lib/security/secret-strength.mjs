// The rule a shared secret must meet (REVALIDATE_SECRET). Plain JavaScript because two places check it: the
// storefront (lib/catalog-cache.ts), and the scripts that start the shop (scripts/processes.mjs), before anything runs.

/** The fewest characters a shared secret may have: 32 random characters are far beyond any guessing. */
export const MIN_SECRET_LENGTH = 32;

/** Fewer distinct characters than this is a pattern ("aaaa…", "abab…"), not a random secret. */
const MIN_DISTINCT_CHARACTERS = 8;

/** Why a secret is too weak to trust, in words for the operator's log; null when it will do. */
export function weakSecretReason(secret) {
  if (secret.length < MIN_SECRET_LENGTH) {
    return `is ${secret.length} characters long; at least ${MIN_SECRET_LENGTH} are needed (e.g. openssl rand -hex 32)`;
  }
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) {
    return `repeats too few characters to be random (e.g. openssl rand -hex 32)`;
  }
  return null;
}
