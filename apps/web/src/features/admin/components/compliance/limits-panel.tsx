import { type SenderLimit, senderLimitBodySchema } from '@giro/shared/compliance/limit-contracts';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useLimits, useSaveLimit } from '../../api/compliance';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useMoney } from '../../lib/use-money';
import { AdminTable, cellClass } from '../common/admin-table';
import { FormDialog } from '../common/form-dialog';
import { QueryState } from '../common/query-state';
import { ReadOnlyNote } from '../common/read-only-note';

type Editing = { currency: string; limit: SenderLimit | null };

const blankToNull = (value: string | null) => (value === '' ? null : value);

function LimitDialog({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const save = useSaveLimit(onClose);
  const form = useZodForm(senderLimitBodySchema);
  const { reset, register } = form;
  useEffect(() => {
    const limit = editing?.limit;
    reset({
      usd_value: limit?.usd_value ?? '',
      per_transfer: limit?.per_transfer ?? '',
      per_day: limit?.per_day ?? '',
      per_month: limit?.per_month ?? '',
    });
  }, [editing, reset]);
  const optional = { setValueAs: blankToNull } as const;
  return (
    <FormDialog
      open={editing !== null}
      title={t('compliance.limits.editTitle', { currency: editing?.currency ?? '' })}
      form={form}
      pending={save.isPending}
      onClose={onClose}
      onSubmit={(body) => {
        if (editing !== null) save.mutate({ currency: editing.currency, body });
      }}
    >
      <FormField label={t('compliance.limits.usdValue')} hint={t('compliance.limits.usdValueHint')}>
        <Input inputMode="decimal" {...register('usd_value')} />
      </FormField>
      <FormField label={t('compliance.limits.perTransfer')} hint={t('compliance.limits.blankHint')}>
        <Input inputMode="decimal" {...register('per_transfer', optional)} />
      </FormField>
      <FormField label={t('compliance.limits.perDay')}>
        <Input inputMode="decimal" {...register('per_day', optional)} />
      </FormField>
      <FormField label={t('compliance.limits.perMonth')}>
        <Input inputMode="decimal" {...register('per_month', optional)} />
      </FormField>
    </FormDialog>
  );
}

/** Sender limits per currency (one transfer, 24 hours, 30 days) and each currency's USD value. */
export function LimitsPanel({
  currencies,
  canEdit,
}: {
  currencies: readonly string[];
  canEdit: boolean;
}) {
  const { t } = useAdminTranslation();
  const limits = useLimits();
  const money = useMoney();
  const [editing, setEditing] = useState<Editing | null>(null);
  const shown = (amount: string | null, currency: string) =>
    amount === null ? t('compliance.limits.none') : money(amount, currency);
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('compliance.limits.description')}</p>
      {!canEdit && <ReadOnlyNote>{t('compliance.adminOnly')}</ReadOnlyNote>}
      <QueryState query={limits}>
        {(rows) => (
          <AdminTable
            caption={t('compliance.tabs.limits')}
            headers={[
              t('compliance.limits.currency'),
              t('compliance.limits.usdValue'),
              t('compliance.limits.perTransfer'),
              t('compliance.limits.perDay'),
              t('compliance.limits.perMonth'),
              ...(canEdit ? [''] : []),
            ]}
          >
            {currencies.map((currency) => {
              const limit = rows.find((row) => row.currency === currency) ?? null;
              return (
                <tr key={currency}>
                  <td className={cellClass}>{currency}</td>
                  <td className={cellClass}>{limit?.usd_value ?? '—'}</td>
                  <td className={cellClass}>{shown(limit?.per_transfer ?? null, currency)}</td>
                  <td className={cellClass}>{shown(limit?.per_day ?? null, currency)}</td>
                  <td className={cellClass}>{shown(limit?.per_month ?? null, currency)}</td>
                  {canEdit && (
                    <td className={cellClass}>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing({ currency, limit })}
                      >
                        {t('actions.edit')}
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </AdminTable>
        )}
      </QueryState>
      <LimitDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
