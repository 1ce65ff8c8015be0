export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
  /** `pg_ctl stop -m immediate` (a private server only). */
  crash(): Promise<void>;
  /** Starts a crashed private server again; resolves once it accepts connections. */
  restart(): Promise<void>;
}

/** A PostgreSQL server for tests and benches: TEST_DATABASE_URL's, or a private throwaway one. */
export function startTestPostgres(): Promise<TestPostgres | undefined>;
