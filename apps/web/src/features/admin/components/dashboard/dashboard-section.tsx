import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDashboard } from '../../api/dashboard';
import { useDownloadOrdersExport } from '../../api/orders-export';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { QueryState } from '../common/query-state';
import { CommissionPanel } from './commission-panel';
import { CorridorsPanel } from './corridors-panel';
import { useDashboardFormat } from './dashboard-format';
import {
  type DashboardRange,
  paramsForRange,
  presetRange,
  rangeFromParams,
  utcDay,
} from './dashboard-range';
import { FunnelPanel } from './funnel-panel';
import { KpiTiles } from './kpi-tiles';
import { preloadCharts } from './lazy-charts';
import { RangePicker, type RangePickerProps } from './range-picker';
import { StatusPanel } from './status-panel';
import { TopAgentsPanel } from './top-agents-panel';

/** The range lives in the address: a reload, a bookmark or "back" shows the same days. */
function useRangeParam(now: Date): [DashboardRange, RangePickerProps['onChange']] {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params, now);
  const choose: RangePickerProps['onChange'] = (choice) =>
    setParams(
      paramsForRange(
        typeof choice === 'string' ? presetRange(choice, now) : { preset: 'custom', ...choice },
      ),
    );
  return [range, choose];
}

/** The console's home: the business over a range of UTC days, and its orders as a CSV. */
export function DashboardSection() {
  const { t } = useAdminTranslation();
  const format = useDashboardFormat();
  const now = new Date();
  const [range, choose] = useRangeParam(now);
  const dashboard = useDashboard(range);
  useEffect(preloadCharts, []);
  const exportCsv = useDownloadOrdersExport();
  const days =
    range.from === range.to
      ? format.day(range.from)
      : t('dashboard.range.span', { from: format.day(range.from), to: format.day(range.to) });

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-2">
          <RangePicker
            key={`${range.from}/${range.to}`}
            range={range}
            onChange={choose}
            today={utcDay(now)}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('dashboard.range.showing', { days })}
          </p>
        </div>
        <Button
          variant="secondary"
          className="shrink-0"
          disabled={exportCsv.isPending}
          onClick={() => exportCsv.mutate({ from: range.from, to: range.to })}
        >
          {exportCsv.isPending ? t('dashboard.exporting') : t('dashboard.export')}
        </Button>
      </div>
      <QueryState query={dashboard}>
        {(data) => (
          <div
            className={`space-y-6 transition-opacity ${dashboard.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={dashboard.isPlaceholderData}
          >
            <KpiTiles dashboard={data} />
            <CorridorsPanel corridors={data.corridors} />
            <CommissionPanel {...data} />
            <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
              <StatusPanel rows={data.orders_by_status} />
              <FunnelPanel funnel={data.funnel} />
            </div>
            <TopAgentsPanel agents={data.top_agents} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
