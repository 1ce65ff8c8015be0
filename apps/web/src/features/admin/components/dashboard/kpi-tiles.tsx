import { type Dashboard, quoteCountWindowSeconds } from '@giro/shared/admin/dashboard-contracts';
import Big from 'big.js';
import type { ReactNode } from 'react';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDashboardFormat } from './dashboard-format';

/** Each currency's commission over the range, summed as decimals (never floats). */
function commissionTotals(rows: Dashboard['commission_per_day']) {
  const totals = new Map<string, Big>();
  for (const row of rows) {
    totals.set(row.currency, (totals.get(row.currency) ?? new Big(0)).plus(row.amount));
  }
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: amount.toFixed() }));
}

type TileProps = { label: string; value: ReactNode; note?: string | undefined; small?: boolean };

function Tile({ label, value, note, small = false }: TileProps) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd
        className={`mt-1 font-bold text-brand-900 tabular-nums ${small ? 'text-lg leading-6' : 'text-2xl'}`}
      >
        {value}
      </dd>
      {note && <dd className="mt-0.5 text-xs text-slate-500">{note}</dd>}
    </div>
  );
}

/** The range's headline figures. */
export function KpiTiles({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useAdminTranslation();
  const format = useDashboardFormat();
  const { funnel, median_paid_to_delivered_seconds: median } = dashboard;
  const ofOrders = (part: number, whole: number, key: string) => {
    const share = format.share(part, whole);
    return share === null ? undefined : t(`dashboard.kpis.${key}`, { share });
  };
  const commission = commissionTotals(dashboard.commission_per_day);

  return (
    <dl
      aria-label={t('dashboard.kpis.label')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6"
    >
      <Tile
        label={t('dashboard.kpis.orders')}
        value={format.count(funnel.orders)}
        note={ofOrders(funnel.orders, funnel.quotes, 'ofQuotes')}
      />
      <Tile
        label={t('dashboard.kpis.paid')}
        value={format.count(funnel.paid)}
        note={ofOrders(funnel.paid, funnel.orders, 'ofOrders')}
      />
      <Tile
        label={t('dashboard.kpis.delivered')}
        value={format.count(funnel.delivered)}
        note={ofOrders(funnel.delivered, funnel.paid, 'ofPaid')}
      />
      <Tile
        label={t('dashboard.kpis.quotes')}
        value={format.count(funnel.quotes)}
        note={t('dashboard.kpis.quotesSaved', { window: format.duration(quoteCountWindowSeconds) })}
      />
      <Tile
        label={t('dashboard.kpis.median')}
        value={median === null ? '—' : format.duration(median)}
        note={median === null ? t('dashboard.kpis.noDeliveries') : undefined}
      />
      <Tile
        label={t('dashboard.kpis.commission')}
        value={
          commission.length === 0
            ? '—'
            : commission.map((total) => (
                <span key={total.currency} className="block">
                  {format.money(total.amount, total.currency)}
                </span>
              ))
        }
        small
      />
    </dl>
  );
}
