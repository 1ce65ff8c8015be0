import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database every repository is built on. */
    db: Database;
    /** Raw access for infrastructure: the job queue's SQL, LISTEN, the health checks, metrics. */
    database: Pick<
      DatabaseHandle,
      'executeSql' | 'listen' | 'ping' | 'listening' | 'poolState' | 'exclusively'
    >;
  }
}

const db: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.decorate('db', database.db);
  app.decorate('database', database);
};

/** The database comes from the caller (server.ts, or a test's own throwaway database). */
export const dbPlugin = fp(db, { name: 'db' });
