import { customType, timestamp } from 'drizzle-orm/pg-core';

/** An instant column (`timestamp with time zone`); read back as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Binary content; node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
