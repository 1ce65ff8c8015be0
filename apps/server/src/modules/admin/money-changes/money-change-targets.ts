import {
  type MoneyChangeKind,
  moneyChangeCoolOff,
} from '@giro/shared/admin/money-change-contracts';
import {
  receivingAccountBodySchema,
  walletBodySchema,
} from '@giro/shared/admin/operator-accounts-contracts';
import { paymentMethodSchema } from '@giro/shared/orders/payment-methods';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { gateways } from '../../payment-methods/payment-methods-tables.ts';
import { createSettingsRepository } from '../../site/settings-repository.ts';
import { wallets } from '../../wallets/wallets-tables.ts';
import { adminConflict } from '../admin-errors.ts';
import { requirePaymentCurrency } from '../payment-setup/payment-currency-check.ts';
import { createReceivingAccountsAdminRepository } from '../payment-setup/receiving-accounts-admin-repository.ts';
import { toAdminAccount } from '../payment-setup/receiving-accounts-admin-service.ts';
import {
  createWalletsAdminRepository,
  toAdminWallet,
} from '../payment-setup/wallets-admin-repository.ts';

export type Snapshot = Record<string, unknown>;

/**
 * One kind of thing a money change sets: how it reads now, what makes a proposal of it valid,
 * and how an approved one is written to the live table (answering the thing's id).
 */
interface MoneyChangeTarget {
  label(after: Snapshot, entityId: string | null): string;
  current(tx: Database, entityId: string): Promise<Snapshot | undefined>;
  validate(tx: Database, after: Snapshot, entityId: string | null): Promise<void>;
  apply(tx: Database, after: Snapshot, entityId: string | null): Promise<string>;
}

/** A thing as the console lists it, without its id: what a change's fields compare. */
function withoutId<Row extends { id: number }>({ id: _id, ...snapshot }: Row): Snapshot {
  return snapshot;
}

const receivingAccount: MoneyChangeTarget = {
  label: (after) => `${String(after.method)} ${String(after.account)}`,
  async current(tx, entityId) {
    const row = await createReceivingAccountsAdminRepository(tx).find(Number(entityId));
    return row === undefined ? undefined : withoutId(toAdminAccount(row));
  },
  async validate(tx, after) {
    await requirePaymentCurrency(tx, receivingAccountBodySchema.parse(after).currency);
  },
  async apply(tx, after, entityId) {
    const body = receivingAccountBodySchema.parse(after);
    const accounts = createReceivingAccountsAdminRepository(tx);
    if (entityId === null) return String((await accounts.insert(body)).id);
    await accounts.update(Number(entityId), body);
    return entityId;
  },
};

const wallet: MoneyChangeTarget = {
  label: (after) => `${String(after.currency)} · ${String(after.chain)}`,
  async current(tx, entityId) {
    const row = await createWalletsAdminRepository(tx).find(Number(entityId));
    return row === undefined ? undefined : withoutId(toAdminWallet(row));
  },
  // One wallet per currency and network, said when proposed rather than when approved.
  async validate(tx, after, entityId) {
    const body = walletBodySchema.parse(after);
    await requirePaymentCurrency(tx, body.currency);
    const same = and(eq(wallets.currency, body.currency), eq(wallets.chain, body.chain));
    const [taken] = await tx
      .select({ id: wallets.id })
      .from(wallets)
      .where(entityId === null ? same : and(same, ne(wallets.id, Number(entityId))));
    if (taken !== undefined) throw adminConflict('wallet_taken');
  },
  async apply(tx, after, entityId) {
    const body = walletBodySchema.parse(after);
    const repository = createWalletsAdminRepository(tx);
    if (entityId === null) return String((await repository.insert(body)).id);
    await repository.update(Number(entityId), body);
    return entityId;
  },
};

const gateway: MoneyChangeTarget = {
  label: (_after, entityId) => entityId ?? '',
  async current(tx, entityId) {
    const name = paymentMethodSchema.parse(entityId);
    const [row] = await tx.select().from(gateways).where(eq(gateways.name, name));
    return row === undefined ? undefined : { enabled: row.enabled };
  },
  async validate() {},
  async apply(tx, after, entityId) {
    const name = paymentMethodSchema.parse(entityId);
    await tx
      .update(gateways)
      .set({ enabled: after.enabled === true })
      .where(eq(gateways.name, name));
    return name;
  },
};

const coolOffKey = 'money_changes';

/** The cool-off in force (hours); the default until an admin sets one. */
export async function readCoolOffHours(tx: Database): Promise<number> {
  const stored = (await createSettingsRepository(tx).read([coolOffKey])).get(coolOffKey);
  const hours = (stored as { cool_off_hours?: unknown } | undefined)?.cool_off_hours;
  return typeof hours === 'number' && Number.isInteger(hours)
    ? hours
    : moneyChangeCoolOff.defaultHours;
}

export async function writeCoolOffHours(tx: Database, hours: number): Promise<void> {
  await createSettingsRepository(tx).write({ [coolOffKey]: { cool_off_hours: hours } });
}

/** The cool-off is one setting: its id is always `cool_off`. */
export const coolOffId = 'cool_off';

const coolOff: MoneyChangeTarget = {
  label: () => '',
  async current(tx) {
    return { hours: await readCoolOffHours(tx) };
  },
  async validate() {},
  async apply(tx, after) {
    await writeCoolOffHours(tx, Number(after.hours));
    return coolOffId;
  },
};

export const moneyChangeTargets: Record<MoneyChangeKind, MoneyChangeTarget> = {
  receiving_account: receivingAccount,
  wallet,
  gateway,
  cool_off: coolOff,
};
