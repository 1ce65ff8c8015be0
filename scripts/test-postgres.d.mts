/**
 * A PostgreSQL server for tests and benches: TEST_DATABASE_URL's, or a private throwaway one.
 * @public The types of test-postgres.mjs, which its importers name (knip follows them there).
 */
export function startTestPostgres(): Promise<
  { url: string; stop: () => Promise<void> } | undefined
>;
