import type { LineCounts } from '@giro/shared/reconciliation/reconciliation-contracts';
import { cn } from '@/lib/cn';
import { useAdminTranslation } from '../../lib/use-admin-translation';

/** The results an operator decides on, then what is done and everything. */
const reviewTabs = [
  'matched',
  'probable',
  'amount_differs',
  'unmatched',
  'decided',
  'all',
] as const;
export type ReviewTab = (typeof reviewTabs)[number];

export type ReviewTabsProps = {
  value: ReviewTab;
  /** Open lines per result, for the counts beside the tabs. */
  open: LineCounts;
  onChange: (tab: ReviewTab) => void;
};

/** A radio group styled as tabs: the lines' groups with how many wait in each. */
export function ReviewTabs({ value, open, onChange }: ReviewTabsProps) {
  const { t } = useAdminTranslation();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('reconciliation.review.tabsLabel')}</legend>
      {reviewTabs.map((tab) => {
        const label = t(`reconciliation.review.tabs.${tab}`);
        const count = tab === 'decided' || tab === 'all' ? undefined : open[tab];
        return (
          <label
            key={tab}
            className={cn(
              'cursor-pointer rounded-lg px-3 py-2 text-sm font-medium ring-1 has-focus-visible:outline-2 has-focus-visible:outline-accent-600',
              value === tab
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-brand-50',
            )}
          >
            <input
              type="radio"
              name="reconciliation-tab"
              value={tab}
              checked={value === tab}
              onChange={() => onChange(tab)}
              className="sr-only"
            />
            {count === undefined ? label : t('reconciliation.review.tabCount', { label, count })}
          </label>
        );
      })}
    </fieldset>
  );
}
