import type { WalletBody } from '@giro/shared/admin/operator-accounts-contracts';
import type { Actor } from '../../audit/audited-change.ts';
import { notFound } from '../admin-errors.ts';
import { type MoneyRouting, moneyRoutingChange } from './money-routing-change.ts';
import { requirePaymentCurrency } from './payment-currency-check.ts';
import { createWalletsAdminRepository, type WalletRow } from './wallets-admin-repository.ts';

const toAdminWallet = ({ id, currency, chain, address, icon, active, position }: WalletRow) => ({
  id,
  currency,
  chain,
  address,
  icon,
  active,
  position,
});

const entity = 'wallet';

/** Where crypto orders are paid: a wallet per currency and network; checkout reads them afresh. */
export function createWalletsAdminService(routing: MoneyRouting) {
  const { db } = routing;
  return {
    async list() {
      return (await createWalletsAdminRepository(db).list()).map(toAdminWallet);
    },

    create(actor: Actor, body: WalletBody) {
      return moneyRoutingChange(routing, { actor, entity }, async (tx) => {
        await requirePaymentCurrency(tx, body.currency);
        const row = toAdminWallet(await createWalletsAdminRepository(tx).insert(body));
        return { entityId: String(row.id), before: null, after: row, result: row };
      });
    },

    update(actor: Actor, id: number, body: WalletBody) {
      return moneyRoutingChange(routing, { actor, entity }, async (tx) => {
        const repository = createWalletsAdminRepository(tx);
        const before = await repository.find(id);
        if (before === undefined) throw notFound();
        await requirePaymentCurrency(tx, body.currency);
        const row = await repository.update(id, body);
        if (row === undefined) throw notFound();
        const after = toAdminWallet(row);
        return { entityId: String(id), before: toAdminWallet(before), after, result: after };
      });
    },
  };
}
