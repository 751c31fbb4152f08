import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { revalidateSecret } from '@/lib/catalog-cache';
import { clientOf, createAttemptLimiter } from '@/lib/security/attempt-limiter';

/** The header the API sends the shared secret in. */
const SECRET_HEADER = 'x-revalidate-secret';
const TAG = /^[a-z0-9:_-]{1,64}$/i;
const MAX_TAGS = 20;

/**
 * Refused secrets a client may send per minute. The API sends the right one, coalesced (a few requests a minute
 * at most, never refused); a guesser gets 10 tries a minute per address, then 429 without a comparison.
 */
export const MAX_REFUSED_PER_MINUTE = 10;
const limiter = createAttemptLimiter({ max: MAX_REFUSED_PER_MINUTE, windowMs: 60_000, maxClients: 10_000 });

/** Constant-time comparison; hashing first gives both sides the same length whatever was sent. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

async function readTags(request: Request): Promise<string[] | null> {
  const body: unknown = await request.json().catch(() => null);
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS) return null;
  return tags.every((tag) => typeof tag === 'string' && TAG.test(tag)) ? (tags as string[]) : null;
}

/**
 * POST /api/revalidate {tags}: the API tells of a catalog change. Every page and read carrying one of the tags
 * expires at once (`expire: 0`), so the next request renders with the new catalog instead of being served the
 * stale page while it revalidates. Without REVALIDATE_SECRET nothing is accepted (product pages then live for the
 * time their route names, and the admin console expires them itself: lib/api/catalog-revalidation.ts), nor with a
 * secret too weak to trust (lib/catalog-cache.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const client = clientOf(request);
  // Counted before the comparison: a burst sent at once gets no more tries than requests sent one by one.
  const wait = limiter.take(client);
  if (wait > 0) {
    return Response.json(
      { detail: 'Too many revalidation attempts. Try again later.' },
      { status: 429, headers: { 'retry-after': String(wait) } },
    );
  }
  const expected = revalidateSecret();
  if (!expected || !sameSecret(request.headers.get(SECRET_HEADER) ?? '', expected)) {
    return Response.json({ detail: 'Invalid or missing revalidation secret.' }, { status: 401 });
  }
  limiter.refund(client);
  const tags = await readTags(request);
  if (!tags) {
    return Response.json({ tags: [`A list of 1 to ${MAX_TAGS} cache tags is required.`] }, { status: 400 });
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
