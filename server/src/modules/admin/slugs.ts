import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { fabrics, products } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { slugify } from '../../lib/slug';

/** The admin's records named by a unique slug, and how a taken slug is reported. */
const owners = {
  product: products,
  fabric: fabrics,
} as const;

/**
 * A slug no other `kind` row uses: the given one must be free (else 400 on `slug`), a derived one gets a number
 * until it is.
 */
export async function freeSlug(
  tx: Executor,
  kind: keyof typeof owners,
  wanted: string | undefined,
  name: string,
  selfId?: number,
): Promise<string> {
  const table = owners[kind];
  const taken = async (slug: string) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.slug, slug), selfId ? ne(table.id, selfId) : undefined))
    ).length > 0;
  if (wanted) {
    if (await taken(wanted)) throw validationError({ slug: [`${kind} with this slug already exists.`] });
    return wanted;
  }
  const base = slugify(name, kind);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}
