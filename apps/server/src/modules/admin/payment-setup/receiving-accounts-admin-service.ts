import type { ReceivingAccountBody } from '@giro/shared/admin/operator-accounts-contracts';
import type { Actor } from '../../audit/audited-change.ts';
import { notFound } from '../admin-errors.ts';
import { plainDecimal } from '../plain-decimal.ts';
import { type MoneyRouting, moneyRoutingChange } from './money-routing-change.ts';
import { requirePaymentCurrency } from './payment-currency-check.ts';
import {
  createReceivingAccountsAdminRepository,
  type ReceivingAccountRow,
} from './receiving-accounts-admin-repository.ts';

function toAdminAccount(row: ReceivingAccountRow) {
  return {
    id: row.id,
    method: row.method,
    currency: row.currency,
    label: row.label,
    account: row.account,
    holder: row.holder,
    bank_name: row.bankName,
    swift: row.swift,
    daily_limit: plainDecimal(row.dailyLimit),
    active: row.active,
  };
}

const entity = 'receiving_account';

/** The accounts manual orders are paid to; rotation reads them afresh for every new order. */
export function createReceivingAccountsAdminService(routing: MoneyRouting) {
  const { db } = routing;
  return {
    async list() {
      return (await createReceivingAccountsAdminRepository(db).list()).map(toAdminAccount);
    },

    create(actor: Actor, body: ReceivingAccountBody) {
      return moneyRoutingChange(routing, { actor, entity }, async (tx) => {
        await requirePaymentCurrency(tx, body.currency);
        const row = toAdminAccount(await createReceivingAccountsAdminRepository(tx).insert(body));
        return { entityId: String(row.id), before: null, after: row, result: row };
      });
    },

    update(actor: Actor, id: number, body: ReceivingAccountBody) {
      return moneyRoutingChange(routing, { actor, entity }, async (tx) => {
        const accounts = createReceivingAccountsAdminRepository(tx);
        const before = await accounts.find(id);
        if (before === undefined) throw notFound();
        await requirePaymentCurrency(tx, body.currency);
        const row = await accounts.update(id, body);
        if (row === undefined) throw notFound();
        const after = toAdminAccount(row);
        return { entityId: String(id), before: toAdminAccount(before), after, result: after };
      });
    },
  };
}
