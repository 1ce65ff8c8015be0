import { useReceivingAccounts } from '../../api/receiving-accounts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useMoney } from '../../lib/use-money';
import { cellClass } from '../common/admin-table';
import { CrudSection } from '../common/crud-section';
import { EnabledBadge } from '../common/enabled-badge';
import { ReceivingAccountForm } from './receiving-account-form';

const headers = ['method', 'account', 'holder', 'daily_limit', 'active', 'actions'];

/**
 * Zelle, PayPal and bank accounts; new orders rotate among the active ones under their limit.
 * Where money goes changes only by an admin (`canEdit`); operators read the list.
 */
export function ReceivingAccountsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useAdminTranslation();
  const money = useMoney();
  const accounts = useReceivingAccounts();

  return (
    <CrudSection
      title={t('accounts.title')}
      description={t('accounts.description')}
      addLabel={t('accounts.add')}
      query={accounts}
      headers={headers.map((key) => t(`accounts.fields.${key}`))}
      rowKey={(account) => String(account.id)}
      editLabel={(account) => t('accounts.editTitle', { name: account.account })}
      renderCells={(account) => (
        <>
          <td className={cellClass}>{t(`orders.methods.${account.method}`)}</td>
          <th scope="row" className={`${cellClass} font-medium`}>
            {account.account}
            <span className="block text-xs text-slate-500">{account.label}</span>
          </th>
          <td className={cellClass}>{account.holder}</td>
          <td className={cellClass}>{money(account.daily_limit, account.currency)}</td>
          <td className={cellClass}>
            <EnabledBadge enabled={account.active} />
          </td>
        </>
      )}
      readOnlyNote={canEdit ? undefined : t('accounts.adminOnly')}
      renderForm={(account, onClose) => (
        <ReceivingAccountForm account={account} onClose={onClose} />
      )}
    />
  );
}
