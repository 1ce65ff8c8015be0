import type { ReconciliationAccount } from '@giro/shared/reconciliation/reconciliation-contracts';
import { useSearchParams } from 'react-router';
import { useReconciliationAccounts } from '../../api/reconciliation-accounts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { QueryState } from '../common/query-state';
import { AccountPicker } from './account-picker';
import { ReconciliationReportPanel } from './reconciliation-report-panel';
import { StatementImportPanel } from './statement-import-panel';
import { StatementReview } from './statement-review';

/** The account in the address (`?account=3`), else the first with lines waiting, else the first. */
function useChosenAccount(accounts: readonly ReconciliationAccount[]) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('account'));
  const chosen =
    accounts.find((account) => account.id === wanted) ??
    accounts.find((account) => account.open_lines > 0) ??
    accounts[0];
  const choose = (id: number) => setParams({ account: String(id) });
  return [chosen, choose] as const;
}

/** The screen once the accounts are known. */
function ReconciliationScreen({ accounts }: { accounts: ReconciliationAccount[] }) {
  const { t } = useAdminTranslation();
  const [account, choose] = useChosenAccount(accounts);
  if (account === undefined) {
    return (
      <AdminSection title={t('reconciliation.title')}>
        <p className="text-sm text-slate-500">{t('reconciliation.noAccounts')}</p>
      </AdminSection>
    );
  }
  return (
    <>
      <AdminSection
        title={t('reconciliation.accountTitle')}
        description={t('reconciliation.description')}
      >
        <AccountPicker accounts={accounts} value={account.id} onChange={choose} />
      </AdminSection>
      <StatementImportPanel key={`import-${account.id}`} account={account} />
      <StatementReview key={`review-${account.id}`} account={account} />
      <ReconciliationReportPanel key={`report-${account.id}`} account={account} />
    </>
  );
}

/**
 * /admin/reconciliation: a receiving account's statements imported, their lines reviewed beside
 * the orders matching found (confirm, accept or ask for a difference, link, not ours) and the
 * account's report over a period.
 */
export function ReconciliationSection() {
  const accounts = useReconciliationAccounts();
  return (
    <QueryState query={accounts}>{(list) => <ReconciliationScreen accounts={list} />}</QueryState>
  );
}
