/** The SQLSTATE of a database error, whether the driver's own or wrapped by Drizzle. */
export function sqlState(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * The constraint (or unique index) a database error names, whether the driver's own or wrapped by
 * Drizzle: PGlite calls it `constraint`, postgres-js `constraint_name`.
 */
export function sqlConstraint(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { constraint, constraint_name: constraintName } = cause as { constraint?: unknown; constraint_name?: unknown };
    if (typeof constraint === 'string') return constraint;
    if (typeof constraintName === 'string') return constraintName;
  }
  return undefined;
}
