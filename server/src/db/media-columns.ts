import { sql, type SQL } from 'drizzle-orm';

/**
 * Every column holding a `/media/<key>` path of a picture the shop stored: product and category pictures, avatars.
 * A backup lists what they name; the bucket's redirect signs only what they name (plugins/media.ts).
 */
const MEDIA_COLUMNS = [
  ['product_images', 'url'],
  ['categories', 'image'],
  ['users', 'profile_picture'],
] as const;

/** The same for columns holding a JSON list of such paths: review and repair photos (§27, §31). */
const MEDIA_LIST_COLUMNS = [
  ['reviews', 'photos'],
  ['repairs', 'photos'],
] as const;

/** SQL listing every `/media/` path the rows name, one per row as `url` (duplicates removed). */
export const MEDIA_PATHS_SQL = [
  ...MEDIA_COLUMNS.map(([table, column]) => `select ${column} as url from ${table} where ${column} is not null`),
  ...MEDIA_LIST_COLUMNS.map(([table, column]) => `select jsonb_array_elements_text(${column}) as url from ${table}`),
].join(' union ');

/** SQL answering `known`: whether a row names this `/media/` path. */
export const mediaPathKnown = (url: string): SQL =>
  sql`select ${sql.join(
    [
      ...MEDIA_COLUMNS.map(
        ([table, column]) =>
          sql`exists (select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${url})`,
      ),
      ...MEDIA_LIST_COLUMNS.map(
        ([table, column]) =>
          sql`exists (select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} @> jsonb_build_array(${url}::text))`,
      ),
    ],
    sql` or `,
  )} as known`;
