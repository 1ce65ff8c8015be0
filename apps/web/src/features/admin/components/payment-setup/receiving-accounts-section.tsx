import type { AdminReceivingAccount } from '@giro/shared/admin/operator-accounts-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useReceivingAccounts } from '../../api/receiving-accounts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { EnabledBadge } from '../common/enabled-badge';
import { QueryState } from '../common/query-state';
import { ReceivingAccountForm } from './receiving-account-form';

const headers = ['method', 'account', 'holder', 'daily_limit', 'active', 'actions'];

/** Zelle, PayPal and bank accounts; new orders rotate among the active ones under their limit. */
export function ReceivingAccountsSection() {
  const { t } = useAdminTranslation();
  const accounts = useReceivingAccounts();
  // undefined: no form open; null: adding an account.
  const [editing, setEditing] = useState<AdminReceivingAccount | null | undefined>(undefined);

  return (
    <AdminSection
      title={t('accounts.title')}
      description={t('accounts.description')}
      actions={
        <Button size="sm" onClick={() => setEditing(null)}>
          {t('accounts.add')}
        </Button>
      }
    >
      <QueryState query={accounts}>
        {(list) => (
          <AdminTable
            caption={t('accounts.title')}
            headers={headers.map((key) => t(`accounts.fields.${key}`))}
          >
            {list.map((account) => (
              <tr key={account.id}>
                <td className={cellClass}>{t(`orders.methods.${account.method}`)}</td>
                <th scope="row" className={`${cellClass} font-medium`}>
                  {account.account}
                  <span className="block text-xs text-slate-500">{account.label}</span>
                </th>
                <td className={cellClass}>{account.holder}</td>
                <td className={cellClass}>
                  {account.daily_limit} {account.currency}
                </td>
                <td className={cellClass}>
                  <EnabledBadge enabled={account.active} />
                </td>
                <td className={cellClass}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('accounts.editTitle', { name: account.account })}
                    onClick={() => setEditing(account)}
                  >
                    {t('actions.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryState>
      {editing !== undefined && (
        <ReceivingAccountForm account={editing} onClose={() => setEditing(undefined)} />
      )}
    </AdminSection>
  );
}
