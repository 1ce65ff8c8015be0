import type { Signal, Signals } from '@giro/shared/compliance/signal-contracts';
import Big from 'big.js';
import type { FastifyInstance } from 'fastify';
import { usdValues } from '../../limits/limits-check.ts';
import { createLimitsRepository } from '../../limits/limits-repository.ts';
import {
  createSignalsRepository,
  type NearBand,
  type SignalOrderRow,
} from './signals-repository.ts';

const dayMs = 86_400_000;

const withoutUser = ({ userId: _user, ...order }: SignalOrderRow) => order;

/**
 * The bands "just under" a limit, per currency: under the per-transfer limit, and under the
 * identity threshold converted from USD, each `percent` % wide.
 */
function nearBands(
  limits: Awaited<ReturnType<ReturnType<typeof createLimitsRepository>['all']>>,
  thresholdUsd: string,
  percent: number,
): NearBand[] {
  const values = usdValues(limits);
  const share = new Big(1).minus(new Big(percent).div(100));
  const bands: NearBand[] = [];
  const band = (currency: string, high: Big) =>
    bands.push({ currency, low: high.times(share).toFixed(2), high: high.toFixed(2) });
  for (const limit of limits) {
    if (limit.perTransfer !== null) band(limit.currency, new Big(limit.perTransfer));
  }
  for (const [currency, value] of values) band(currency, new Big(thresholdUsd).div(value));
  return bands;
}

/** Groups of `count` or more orders of one sender within any 24 hours. */
function clustered(rows: readonly SignalOrderRow[], count: number): SignalOrderRow[][] {
  const bySender = new Map<string, SignalOrderRow[]>();
  for (const row of rows) bySender.set(row.userId, [...(bySender.get(row.userId) ?? []), row]);
  const groups: SignalOrderRow[][] = [];
  for (const senderRows of bySender.values()) {
    const sorted = [...senderRows].sort((a, b) => a.created_at.localeCompare(b.created_at));
    let best: SignalOrderRow[] = [];
    for (let start = 0; start < sorted.length; start += 1) {
      const from = Date.parse((sorted[start] as SignalOrderRow).created_at);
      const window = sorted.filter(
        (row, at) => at >= start && Date.parse(row.created_at) - from < dayMs,
      );
      if (window.length > best.length) best = window;
    }
    if (best.length >= count) groups.push(best);
  }
  return groups;
}

/** The structuring signals of the last 30 days, with the orders behind each. */
export async function structuringSignals(app: FastifyInstance): Promise<Signals> {
  const since = new Date(app.now().getTime() - 30 * dayMs);
  const repository = createSignalsRepository(app.db);
  const settings = await app.compliance.settings.read();
  const rules = settings.signals;
  const limits = await createLimitsRepository(app.db).all();
  const bands = nearBands(limits, settings.identity_threshold_usd, rules.near_percent);
  const near = clustered(await repository.nearOrders(since, bands), rules.near_count);
  const signals: Signal[] = near.map((group) => ({
    kind: 'near_threshold',
    subject: (group[0] as SignalOrderRow).sender_email,
    count: group.length,
    orders: group.map(withoutUser),
  }));
  for (const document of await repository.sharedReceivers(since, rules.senders_per_receiver)) {
    const rows = await repository.ordersOfReceiver(since, document);
    const first = rows[0];
    signals.push({
      kind: 'many_senders',
      subject: `${first?.receiver_name ?? ''} (${document})`,
      count: new Set(rows.map((row) => row.userId)).size,
      orders: rows.map(withoutUser),
    });
  }
  const busy = await repository.busySenders(since, rules.receivers_per_sender);
  const senderRows = await repository.ordersOfSenders(since, busy);
  for (const userId of busy) {
    const rows = senderRows.filter((row) => row.userId === userId);
    signals.push({
      kind: 'many_receivers',
      subject: rows[0]?.sender_email ?? userId,
      count: new Set(rows.map((row) => row.receiver_document)).size,
      orders: rows.slice(0, 50).map(withoutUser),
    });
  }
  return { since: since.toISOString(), signals };
}
