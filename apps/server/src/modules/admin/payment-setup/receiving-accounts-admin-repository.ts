import type { ReceivingAccountBody } from '@giro/shared/admin/operator-accounts-contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  type ReceivingAccountRow,
  receivingAccounts,
} from '../../receiving-accounts/receiving-accounts-tables.ts';

export type { ReceivingAccountRow };

function toValues(body: ReceivingAccountBody) {
  return {
    method: body.method,
    currency: body.currency,
    label: body.label,
    account: body.account,
    holder: body.holder,
    bankName: body.bank_name,
    swift: body.swift,
    dailyLimit: body.daily_limit,
    active: body.active,
  };
}

export function createReceivingAccountsAdminRepository(db: Database) {
  return {
    list(): Promise<ReceivingAccountRow[]> {
      return db
        .select()
        .from(receivingAccounts)
        .orderBy(asc(receivingAccounts.method), asc(receivingAccounts.id));
    },

    async find(id: number): Promise<ReceivingAccountRow | undefined> {
      const [row] = await db.select().from(receivingAccounts).where(eq(receivingAccounts.id, id));
      return row;
    },

    async insert(body: ReceivingAccountBody): Promise<ReceivingAccountRow> {
      const [row] = await db.insert(receivingAccounts).values(toValues(body)).returning();
      if (row === undefined) throw new Error('insert returned no receiving account');
      return row;
    },

    async update(id: number, body: ReceivingAccountBody): Promise<ReceivingAccountRow | undefined> {
      const [row] = await db
        .update(receivingAccounts)
        .set(toValues(body))
        .where(eq(receivingAccounts.id, id))
        .returning();
      return row;
    },
  };
}
