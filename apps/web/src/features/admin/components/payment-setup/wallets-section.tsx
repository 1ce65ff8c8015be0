import { useWallets } from '../../api/wallets';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { cellClass } from '../common/admin-table';
import { CrudSection } from '../common/crud-section';
import { EnabledBadge } from '../common/enabled-badge';
import { WalletForm } from './wallet-form';

const headers = ['currency', 'chain', 'address', 'position', 'active', 'actions'];

/**
 * Crypto wallets per currency and network; checkout shows the first active one. Where money
 * goes changes only by an admin (`canEdit`); operators read the list.
 */
export function WalletsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useAdminTranslation();
  const wallets = useWallets();

  return (
    <CrudSection
      title={t('wallets.title')}
      description={t('wallets.description')}
      addLabel={t('wallets.add')}
      query={wallets}
      headers={headers.map((key) => t(`wallets.fields.${key}`))}
      rowKey={(wallet) => String(wallet.id)}
      editLabel={(wallet) =>
        t('wallets.editTitle', { name: `${wallet.currency} · ${wallet.chain}` })
      }
      renderCells={(wallet) => (
        <>
          <th scope="row" className={`${cellClass} font-medium`}>
            {wallet.currency}
          </th>
          <td className={cellClass}>{wallet.chain}</td>
          <td className={`${cellClass} break-all font-mono text-xs`}>{wallet.address}</td>
          <td className={cellClass}>{wallet.position}</td>
          <td className={cellClass}>
            <EnabledBadge enabled={wallet.active} />
          </td>
        </>
      )}
      readOnlyNote={canEdit ? undefined : t('wallets.adminOnly')}
      renderForm={(wallet, onClose) => <WalletForm wallet={wallet} onClose={onClose} />}
    />
  );
}
