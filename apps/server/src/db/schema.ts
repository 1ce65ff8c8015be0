// Every module's tables, for Drizzle's typed queries and for `npm run db:generate`.
export * from '../modules/site/site-tables.ts';
