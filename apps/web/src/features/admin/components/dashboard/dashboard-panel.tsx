import type { ReactNode } from 'react';
import { useAdminTranslation } from '../../lib/use-admin-translation';

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
