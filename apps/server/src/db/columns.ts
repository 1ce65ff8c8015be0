import { timestamp } from 'drizzle-orm/pg-core';

/** An instant column (`timestamp with time zone`); read back as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
