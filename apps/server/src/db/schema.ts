// Every module's tables, for Drizzle's typed queries and for `npm run db:generate`.

export * from '../modules/accounts/accounts-tables.ts';
export * from '../modules/agents/agents-tables.ts';
export * from '../modules/audit/audit-tables.ts';
export * from '../modules/card-prefixes/card-prefixes-tables.ts';
export * from '../modules/contact/contact-tables.ts';
export * from '../modules/orders/orders-tables.ts';
export * from '../modules/payment-methods/payment-methods-tables.ts';
export * from '../modules/pricing/pricing-tables.ts';
export * from '../modules/receiving-accounts/receiving-accounts-tables.ts';
export * from '../modules/site/site-tables.ts';
export * from '../modules/transfers/transfers-tables.ts';
export * from '../modules/wallets/wallets-tables.ts';
