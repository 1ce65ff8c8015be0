import type { AgentTransfersQuery } from '@giro/shared/agents/agent-contracts';
import { orderStatuses } from '@giro/shared/orders/order-status';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { formatMonth } from '@/lib/format-month';
import { useAppStore } from '@/lib/store/app-store';
import { recentMonths } from '../lib/recent-months';

export type TransferFiltersProps = {
  filters: AgentTransfersQuery;
  onChange: (name: keyof AgentTransfersQuery, value: string) => void;
  onClear: () => void;
};

/** Month and status of the listed transfers; each change goes into the page's URL. */
export function TransferFilters({ filters, onChange, onClear }: TransferFiltersProps) {
  const { t } = useTranslation(['agent', 'transfers']);
  const language = useAppStore((state) => state.language);
  const filtered = filters.month !== undefined || filters.status !== undefined;
  // A month from an old link stays choosable though it is past the list's reach.
  const recent = recentMonths();
  const months =
    filters.month && !recent.includes(filters.month) ? [...recent, filters.month] : recent;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-56">
        <Field label={t('transfers.month')}>
          <Select
            value={filters.month ?? ''}
            onChange={(event) => onChange('month', event.target.value)}
          >
            <option value="">{t('transfers.allMonths')}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {formatMonth(month, language)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="w-full sm:w-56">
        <Field label={t('transfers.status')}>
          <Select
            value={filters.status ?? ''}
            onChange={(event) => onChange('status', event.target.value)}
          >
            <option value="">{t('transfers.allStatuses')}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`transfers:statuses.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {filtered && (
        <Button variant="ghost" onClick={onClear}>
          {t('transfers.clear')}
        </Button>
      )}
    </div>
  );
}
