/** A PostgreSQL server for tests and benches: TEST_DATABASE_URL's, or a private throwaway one. */
export function startTestPostgres(): Promise<
  { url: string; stop: () => Promise<void> } | undefined
>;
