import type { StaffMe } from '@giro/shared/admin/staff-contracts';
import { useMoneyChanges } from '../../api/money-changes';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { QueryState } from '../common/query-state';
import { CoolOffForm } from './cool-off-form';
import { MoneyChangeItem } from './money-change-item';

/**
 * Changes of where money goes (admins): the pending ones to approve or cancel, the latest
 * decided, and how long a change waits when no other admin can approve it.
 */
export function MoneyChangesSection({ me }: { me: StaffMe }) {
  const { t } = useAdminTranslation();
  const changes = useMoneyChanges();
  return (
    <AdminSection
      title={t('moneyChanges.sectionTitle')}
      description={t('moneyChanges.description')}
    >
      <QueryState query={changes}>
        {(list) => {
          const pending = list.filter((change) => change.state === 'pending');
          const decided = list.filter((change) => change.state !== 'pending').slice(0, 10);
          return (
            <div className="space-y-5">
              {pending.length === 0 ? (
                <p className="text-sm text-slate-600">{t('moneyChanges.nonePending')}</p>
              ) : (
                <ul aria-label={t('moneyChanges.pendingList')} className="space-y-3">
                  {pending.map((change) => (
                    <MoneyChangeItem key={change.id} change={change} myEmail={me.email} />
                  ))}
                </ul>
              )}
              {decided.length > 0 && (
                <details>
                  <summary className="cursor-pointer text-sm font-medium text-brand-900">
                    {t('moneyChanges.decidedList')}
                  </summary>
                  <ul aria-label={t('moneyChanges.decidedList')} className="mt-3 space-y-3">
                    {decided.map((change) => (
                      <MoneyChangeItem key={change.id} change={change} myEmail={me.email} />
                    ))}
                  </ul>
                </details>
              )}
              <CoolOffForm />
            </div>
          );
        }}
      </QueryState>
    </AdminSection>
  );
}
