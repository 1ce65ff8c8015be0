import '../admin.css';
import { hasStaffRole } from '@giro/shared/admin/staff-roles';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DemoBanner } from '@/components/demo-banner';
import { paths } from '@/config/paths';
import { AdminGate } from '../components/layout/admin-gate';
import { AdminLayout } from '../components/layout/admin-layout';
import { useAdminTranslation } from '../lib/use-admin-translation';
import { AdminScreen } from './admin-screen';
import { adminScreens } from './admin-screens';

export type AdminAppProps = { languageSwitch: ReactNode };

/**
 * /admin/*: the operator console. Its screens open once a staff member is signed in; a path
 * that is no screen of theirs goes to pricing. (A lookup rather than nested <Routes>: those
 * would pull more of the router into the storefront's shared bundle.)
 */
export function AdminApp({ languageSwitch }: AdminAppProps) {
  const { t } = useAdminTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <DemoBanner />
      <AdminGate>
        {(me) => {
          const screens = adminScreens.filter((screen) => hasStaffRole(me.role, screen.role));
          const current = screens.find((screen) => screen.path === pathname);
          if (current === undefined) return <Navigate to={paths.adminPricing.path} replace />;
          return (
            <AdminLayout me={me} screens={screens} languageSwitch={languageSwitch}>
              <AdminScreen title={t(`nav.${current.key}`)}>{current.render(me)}</AdminScreen>
            </AdminLayout>
          );
        }}
      </AdminGate>
    </>
  );
}
