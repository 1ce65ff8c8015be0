import type { ReactNode } from 'react';
import '../admin.css';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { AgentsSection } from '../components/agents/agents-section';
import { AuditLogSection } from '../components/audit/audit-log-section';
import { CardPrefixesSection } from '../components/card-prefixes/card-prefixes-section';
import { DestinationsSection } from '../components/destinations/destinations-section';
import { AdminGate } from '../components/layout/admin-gate';
import { AdminLayout } from '../components/layout/admin-layout';
import { CryptoPricesSection } from '../components/pricing/crypto-prices-section';
import { CurrencyRoutesSection } from '../components/pricing/currency-routes-section';
import { DeliveryOptionsSection } from '../components/pricing/delivery-options-section';
import { StaffSection } from '../components/staff/staff-section';
import { useAdminTranslation } from '../lib/use-admin-translation';
import { AdminScreen } from './admin-screen';

export type AdminAppProps = { languageSwitch: ReactNode };

/** /admin/*: the operator console; its screens open once a staff member is signed in. */
export function AdminApp({ languageSwitch }: AdminAppProps) {
  const { t } = useAdminTranslation();
  const screen = (title: string, content: ReactNode) => (
    <AdminScreen title={title}>{content}</AdminScreen>
  );
  return (
    <AdminGate>
      {(me) => (
        <AdminLayout me={me} languageSwitch={languageSwitch}>
          <Routes>
            <Route
              path={paths.adminPricing.path}
              element={screen(
                t('nav.pricing'),
                <>
                  <CurrencyRoutesSection />
                  <DeliveryOptionsSection />
                  <CryptoPricesSection />
                </>,
              )}
            />
            <Route
              path={paths.adminDestinations.path}
              element={screen(t('nav.destinations'), <DestinationsSection />)}
            />
            <Route
              path={paths.adminAgents.path}
              element={screen(t('nav.agents'), <AgentsSection />)}
            />
            <Route
              path={paths.adminCardPrefixes.path}
              element={screen(t('nav.cardPrefixes'), <CardPrefixesSection />)}
            />
            {me.role === 'admin' && (
              <Route
                path={paths.adminStaff.path}
                element={screen(t('nav.staff'), <StaffSection myId={me.id} />)}
              />
            )}
            <Route
              path={paths.adminAudit.path}
              element={screen(t('nav.audit'), <AuditLogSection />)}
            />
            <Route path="*" element={<Navigate to={paths.adminPricing.path} replace />} />
          </Routes>
        </AdminLayout>
      )}
    </AdminGate>
  );
}
