import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ProfileRoute } from '@/features/account/routes/profile';
import { RateAlertsPanel } from '@/features/rate-alerts/components/rate-alerts-panel';
import { TransfersList } from '@/features/transfers/components/transfers-list';

/**
 * /profile: the account's 'Perfil' tab; /profile/transfers and /profile/rate-alerts: the
 * sender's 'Mis envíos' and 'Alertas de tasa'.
 */
export function ProfileWithTransfersRoute() {
  const { t } = useTranslation(['transfers', 'rate-alerts']);
  return (
    <ProfileRoute
      tabs={[
        {
          id: 'transfers',
          path: paths.profileTransfers.path,
          label: t('tab'),
          panel: <TransfersList />,
        },
        {
          id: 'rate-alerts',
          path: paths.profileRateAlerts.path,
          label: t('tab', { ns: 'rate-alerts' }),
          panel: <RateAlertsPanel />,
        },
      ]}
    />
  );
}
