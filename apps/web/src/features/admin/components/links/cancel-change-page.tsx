import type { MoneyChange } from '@giro/shared/admin/money-change-contracts';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCancelByLink, useLinkedMoneyChange } from '../../api/money-change-link';
import { moneyChangeValue } from '../../lib/money-change-values';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { CenteredCard } from '../layout/centered-card';

function ChangeSummary({ change }: { change: MoneyChange }) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  return (
    <div className="space-y-2 text-sm">
      <p className="font-semibold text-slate-900">
        {t('moneyChanges.title', {
          id: change.id,
          thing: t(`moneyChanges.kinds.${change.kind}`),
          label: change.label,
        })}
      </p>
      <ul className="space-y-1">
        {change.fields.map(({ field, before, after }) => (
          <li key={field} className="break-all">
            {t(`moneyChanges.fields.${field}`, { defaultValue: field })}:{' '}
            {moneyChangeValue(t, { field, before, after })}
          </li>
        ))}
      </ul>
      <p className="text-slate-600">
        {t('moneyChanges.proposedBy', {
          email: change.proposed_by,
          at: dateTime(change.proposed_at),
        })}
      </p>
    </div>
  );
}

/**
 * /admin/cancel-change?token=…, the link mailed to every admin: it shows the change and
 * cancels it on a click (a mail scanner opening the link changes nothing), without signing in.
 */
export function CancelChangePage() {
  const { t } = useAdminTranslation();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const linked = useLinkedMoneyChange(token);
  const cancel = useCancelByLink();
  const change = cancel.data?.change ?? linked.data?.change;
  if (token === '' || linked.isError) {
    return (
      <CenteredCard title={t('cancelChange.title')} lead={t('cancelChange.invalid')}>
        {null}
      </CenteredCard>
    );
  }
  if (change === undefined) {
    return (
      <CenteredCard title={t('cancelChange.title')} lead={t('loading')}>
        {null}
      </CenteredCard>
    );
  }
  const lead =
    change.state === 'pending'
      ? t('cancelChange.lead')
      : change.state === 'cancelled'
        ? t('cancelChange.cancelled')
        : t('cancelChange.applied');
  return (
    <CenteredCard title={t('cancelChange.title')} lead={lead}>
      <div className="space-y-5">
        <ChangeSummary change={change} />
        {change.state === 'pending' && (
          <Button
            variant="danger"
            size="lg"
            className="w-full"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(token)}
          >
            {t('cancelChange.submit')}
          </Button>
        )}
      </div>
    </CenteredCard>
  );
}
