import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import {
  customRangeError,
  type DashboardRange,
  type RangePreset,
  rangePresets,
} from './dashboard-range';

export type RangePickerProps = {
  range: DashboardRange;
  /** A preset's name, or custom days the operator checked. */
  onChange: (choice: RangePreset | { from: string; to: string }) => void;
  /** The last day one may pick: today (UTC). */
  today: string;
};

const choiceClass = (active: boolean) =>
  cn(
    'h-9 rounded-md px-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-3',
    active
      ? 'bg-white text-brand-900 shadow-sm ring-1 ring-slate-200'
      : 'text-slate-600 hover:text-brand-800',
  );

/** Today, 7 or 30 days, or the operator's own first and last day. */
export function RangePicker({ range, onChange, today }: RangePickerProps) {
  const { t } = useAdminTranslation();
  const [customOpen, setCustomOpen] = useState(range.preset === 'custom');
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get('from') ?? '');
    const to = String(form.get('to') ?? '');
    const problem = customRangeError(from, to);
    setError(problem && t(`dashboard.range.errors.${problem}`));
    if (problem === null) onChange({ from, to });
  };

  return (
    <div className="space-y-3">
      <fieldset className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        <legend className="sr-only">{t('dashboard.range.label')}</legend>
        {rangePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={range.preset === preset}
            className={choiceClass(range.preset === preset)}
            onClick={() => {
              setCustomOpen(false);
              setError(null);
              onChange(preset);
            }}
          >
            {t(`dashboard.range.presets.${preset}`)}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={range.preset === 'custom'}
          aria-expanded={customOpen}
          className={choiceClass(range.preset === 'custom')}
          onClick={() => setCustomOpen((open) => !open)}
        >
          {t('dashboard.range.presets.custom')}
        </button>
      </fieldset>
      {customOpen && (
        <form
          onSubmit={apply}
          noValidate
          aria-label={t('dashboard.range.custom')}
          className="grid max-w-xl grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <Field label={t('dashboard.range.from')}>
            <Input name="from" type="date" max={today} defaultValue={range.from} required />
          </Field>
          <Field label={t('dashboard.range.to')}>
            <Input name="to" type="date" max={today} defaultValue={range.to} required />
          </Field>
          <Button type="submit" variant="secondary" className="col-span-2 sm:col-span-1">
            {t('dashboard.range.apply')}
          </Button>
          {error && (
            <p role="alert" className="col-span-full text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
