import { useTranslation } from 'react-i18next';
import { ProfileRoute } from '@/features/account/routes/profile';
import { TransfersList } from '@/features/transfers/components/transfers-list';

/** /profile: the account's 'Perfil' tab and the sender's 'Mis envíos'. */
export function ProfileWithTransfersRoute() {
  const { t } = useTranslation('transfers');
  return <ProfileRoute tabs={[{ id: 'transfers', label: t('tab'), panel: <TransfersList /> }]} />;
}
