/** A URL slug made from a name: lower-case ASCII words joined by hyphens, at most 80 characters. */
export const slugify = (name: string, fallback: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || fallback;
