// Every module's tables, for Drizzle's typed queries and for `npm run db:generate`.

export * from '../modules/accounts/accounts-tables.ts';
export * from '../modules/agents/agents-tables.ts';
export * from '../modules/card-prefixes/card-prefixes-tables.ts';
export * from '../modules/contact/contact-tables.ts';
export * from '../modules/pricing/pricing-tables.ts';
export * from '../modules/site/site-tables.ts';
