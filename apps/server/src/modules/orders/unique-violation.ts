/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error.
 * Drizzle wraps driver errors, so the chain of causes is searched.
 */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505' && typeof constraint === 'string') return constraint;
    current = cause;
  }
  return undefined;
}
