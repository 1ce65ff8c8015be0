import { type ReactNode, Suspense } from 'react';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type ChartSlotProps = { height: number; children: ReactNode };

/** Holds the chart's place while the charting library loads, so nothing below it moves. */
export function ChartSlot({ height, children }: ChartSlotProps) {
  return (
    <Suspense
      fallback={<div aria-hidden="true" style={{ height }} className="rounded-xl bg-slate-50" />}
    >
      {children}
    </Suspense>
  );
}

/** A chart's figures as a table, folded under it: the same numbers for every reader. */
export function TableToggle({ children }: { children: ReactNode }) {
  const { t } = useAdminTranslation();
  return (
    <details className="group mt-4 border-t border-slate-100 pt-3">
      <summary className="w-fit cursor-pointer rounded text-sm font-medium text-brand-700 hover:underline">
        {t('dashboard.showTable')}
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

export function EmptyPanel() {
  const { t } = useAdminTranslation();
  return <p className="py-6 text-center text-sm text-slate-500">{t('dashboard.empty')}</p>;
}
