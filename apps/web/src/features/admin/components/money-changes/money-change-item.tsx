import type { MoneyChange } from '@giro/shared/admin/money-change-contracts';
import { Button } from '@/components/ui/button';
import { useApproveMoneyChange, useCancelMoneyChange } from '../../api/money-changes';
import { moneyChangeValue } from '../../lib/money-change-values';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';

export type MoneyChangeItemProps = { change: MoneyChange; myEmail: string };

/** One change of where money goes: what it sets, who proposed it, and what it waits for. */
export function MoneyChangeItem({ change, myEmail }: MoneyChangeItemProps) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const approve = useApproveMoneyChange();
  const cancel = useCancelMoneyChange();
  const title = t('moneyChanges.title', {
    id: change.id,
    thing: t(`moneyChanges.kinds.${change.kind}`),
    label: change.label,
  });
  const mine = change.proposed_by === myEmail;
  const busy = approve.isPending || cancel.isPending;

  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {change.fields.map(({ field, before, after }) => (
          <div key={field} className="contents">
            <dt className="text-slate-500">
              {t(`moneyChanges.fields.${field}`, { defaultValue: field })}
            </dt>
            <dd className="break-all font-mono text-xs">
              {moneyChangeValue(t, { field, before, after })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {t('moneyChanges.proposedBy', {
          email: change.proposed_by,
          at: dateTime(change.proposed_at),
        })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{outcome(change)}</p>
      {change.state === 'pending' && (
        <div className="mt-3 flex flex-wrap gap-2">
          {!mine && (
            <Button size="sm" disabled={busy} onClick={() => approve.mutate(change.id)}>
              {t('moneyChanges.approve', { id: change.id })}
            </Button>
          )}
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => cancel.mutate(change.id)}
          >
            {t('moneyChanges.cancel', { id: change.id })}
          </Button>
        </div>
      )}
    </li>
  );

  function outcome({ state, effective_at, decided_by, decided_at }: MoneyChange): string {
    if (state === 'pending') {
      if (effective_at !== null)
        return t('moneyChanges.coolingOff', { at: dateTime(effective_at) });
      return mine ? t('moneyChanges.awaitingOthers') : t('moneyChanges.awaitingYou');
    }
    const at = decided_at === null ? '' : dateTime(decided_at);
    if (state === 'cancelled') return t('moneyChanges.cancelled', { email: decided_by, at });
    if (decided_by === null) return t('moneyChanges.appliedAfterCoolOff', { at });
    return t('moneyChanges.approved', { email: decided_by, at });
  }
}
