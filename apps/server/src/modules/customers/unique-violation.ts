/**
 * Recognizes PostgreSQL's unique violation (SQLSTATE 23505) however the driver wraps it (pg, PGlite,
 * Drizzle's query error with the driver's error as `cause`).
 * @module
 */

/** Whether `error` (or its `cause`) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
