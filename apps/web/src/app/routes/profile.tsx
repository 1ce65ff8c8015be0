import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ProfileRoute } from '@/features/account/routes/profile';
import { RateAlertsPanel } from '@/features/rate-alerts/components/rate-alerts-panel';
import { SecurityPanel } from '@/features/security/components/security-panel';
import { TransfersList } from '@/features/transfers/components/transfers-list';

/**
 * /profile: the account's 'Perfil' tab; /profile/transfers, /profile/rate-alerts and
 * /profile/security: the sender's 'Mis envíos', 'Alertas de tasa' and 'Seguridad'.
 */
export function ProfileWithTransfersRoute() {
  const { t } = useTranslation(['transfers', 'rate-alerts', 'security']);
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
        {
          id: 'security',
          path: paths.profileSecurity.path,
          label: t('tab', { ns: 'security' }),
          panel: <SecurityPanel />,
        },
      ]}
    />
  );
}
