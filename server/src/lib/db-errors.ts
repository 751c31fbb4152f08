/** True when `err` (or an error it wraps, as drizzle does) is PostgreSQL's unique violation on `constraint`. */
export const isUniqueViolation = (err: unknown, constraint: string): boolean => {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505' && (e.constraint === constraint || e.message?.includes(constraint))) return true;
  }
  return false;
};
