/** Where the database reports what happens to its connections (the app's logger in a server). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** For tools and tests that build a database without a logger: one line per warning. */
export const consoleDatabaseLog: DatabaseLog = {
  warn(details, message) {
    const { err, ...rest } = details as { err?: unknown };
    const cause = err instanceof Error ? `: ${err.message}` : '';
    console.warn(`${message}${cause}`, JSON.stringify(rest));
  },
  info: () => undefined,
};
