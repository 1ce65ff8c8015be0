import type { AdminWallet } from '@giro/shared/admin/operator-accounts-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWallets } from '../../api/wallets';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { EnabledBadge } from '../common/enabled-badge';
import { QueryState } from '../common/query-state';
import { WalletForm } from './wallet-form';

const headers = ['currency', 'chain', 'address', 'position', 'active', 'actions'];

/** Crypto wallets per currency and network; checkout shows the first active one. */
export function WalletsSection() {
  const { t } = useAdminTranslation();
  const wallets = useWallets();
  // undefined: no form open; null: adding a wallet.
  const [editing, setEditing] = useState<AdminWallet | null | undefined>(undefined);

  return (
    <AdminSection
      title={t('wallets.title')}
      description={t('wallets.description')}
      actions={
        <Button size="sm" onClick={() => setEditing(null)}>
          {t('wallets.add')}
        </Button>
      }
    >
      <QueryState query={wallets}>
        {(list) => (
          <AdminTable
            caption={t('wallets.title')}
            headers={headers.map((key) => t(`wallets.fields.${key}`))}
          >
            {list.map((wallet) => (
              <tr key={wallet.id}>
                <th scope="row" className={`${cellClass} font-medium`}>
                  {wallet.currency}
                </th>
                <td className={cellClass}>{wallet.chain}</td>
                <td className={`${cellClass} break-all font-mono text-xs`}>{wallet.address}</td>
                <td className={cellClass}>{wallet.position}</td>
                <td className={cellClass}>
                  <EnabledBadge enabled={wallet.active} />
                </td>
                <td className={cellClass}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('wallets.editTitle', {
                      name: `${wallet.currency} · ${wallet.chain}`,
                    })}
                    onClick={() => setEditing(wallet)}
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
        <WalletForm wallet={editing} onClose={() => setEditing(undefined)} />
      )}
    </AdminSection>
  );
}
