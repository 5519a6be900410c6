/**
 * The unique index a failed insert or update ran into, when that is why it failed. Drizzle
 * wraps driver errors (node-postgres and PGlite both report SQLSTATE 23505), so the cause
 * chain is walked. Used only for the race the services' own duplicate checks cannot see.
 */
export function uniqueViolationOf(error: unknown): { constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return { constraint: typeof candidate.constraint === 'string' ? candidate.constraint : '' };
    current = candidate.cause;
  }
  return null;
}
