/**
 * Recognises the database refusals a service turns into a user's error. Drizzle wraps the
 * driver's error (pg or PGlite), so the SQLSTATE is looked for along the `cause` chain.
 */
export function sqlState(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** A unique constraint or index refused the row (optionally: this one). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  return state?.code === '23505' && (constraint === undefined || state.constraint === constraint);
}

/** A foreign key refused the change (optionally: this one). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  return state?.code === '23503' && (constraint === undefined || state.constraint === constraint);
}
