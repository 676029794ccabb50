/**
 * Which unique constraint a failed statement violated. Postgres answers 23505 (unique_violation)
 * with the constraint's name; node-postgres and PGlite alike, though drizzle may wrap the error, so
 * the cause chain is walked. Features map the names they own to their own 409s.
 */
export const uniqueViolationOf = (error: unknown): string | null => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
};
