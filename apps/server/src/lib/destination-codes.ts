import { type DestinationCode, destinationCodeSchema, destinationCodes } from '@giro/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Check constraints cannot take bind parameters, so the codes are inlined (they are constants).
const codeList = sql.raw(destinationCodes.map((code) => `'${code}'`).join(', '));

/** Check-constraint SQL: the text column holds a destination code (spec §9). */
export function isDestinationCode(column: AnyPgColumn): SQL {
  return sql`${column} in (${codeList})`;
}

/** Check-constraint SQL: every element of the text[] column is a destination code. */
export function areDestinationCodes(column: AnyPgColumn): SQL {
  return sql`${column} <@ array[${codeList}]::text[]`;
}

/** The stored codes that are destinations of the contract; the constraints keep out the rest. */
export function knownDestinationCodes(codes: readonly string[]): DestinationCode[] {
  return codes.flatMap((code) => {
    const parsed = destinationCodeSchema.safeParse(code);
    return parsed.success ? [parsed.data] : [];
  });
}
