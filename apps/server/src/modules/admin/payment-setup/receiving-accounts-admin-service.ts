import { plainDecimal } from '../plain-decimal.ts';
import type { ReceivingAccountRow } from './receiving-accounts-admin-repository.ts';

/** An account as the console lists it. */
export function toAdminAccount(row: ReceivingAccountRow) {
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
