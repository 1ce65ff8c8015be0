import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database every repository is built on. */
    db: Database;
  }
}

/** The database comes from the caller (server.ts, or a test's own throwaway database). */
export function registerDb(app: FastifyInstance, db: Database): void {
  app.decorate('db', db);
}
