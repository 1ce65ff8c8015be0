import { type SQL, sql } from 'drizzle-orm';
import type { Database, ExecuteSql } from '../../db/database.ts';
import { selectRows } from '../../db/select-rows.ts';

/** `select $1::int + $2` with values → the same statement as a Drizzle SQL with bound params. */
function positionalSql(text: string, values: readonly unknown[]): SQL {
  const pieces = text.split(/\$(\d+)\b/);
  const chunks: SQL[] = pieces.map((piece, index) =>
    index % 2 === 0 ? sql.raw(piece) : sql`${sql.param(values[Number(piece) - 1] ?? null)}`,
  );
  return sql.join(chunks);
}

/** Runs a library's SQL inside a Drizzle transaction, so its writes commit or roll back with it. */
export function transactionSql(tx: Database): ExecuteSql {
  return async (text, values = []) => ({
    rows: await selectRows<unknown>(tx, positionalSql(text, values)),
  });
}
