import '../admin.css';
import { hasStaffRole } from '@giro/shared/admin/staff-roles';
import type { ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';
import { DemoBanner } from '@/components/demo-banner';
import { paths } from '@/config/paths';
import { AdminGate } from '../components/layout/admin-gate';
import { AdminLayout } from '../components/layout/admin-layout';
import { CancelChangePage } from '../components/links/cancel-change-page';
import { StaffInvitationPage } from '../components/links/staff-invitation-page';
import { type ConsoleSecurity, ConsoleSecurityProvider } from '../lib/console-security';
import { useAdminTranslation } from '../lib/use-admin-translation';
import { AdminScreen } from './admin-screen';
import {
  type AdminDetailDefinition,
  type AdminPageParams,
  type AdminScreenDefinition,
  adminScreens,
} from './admin-screens';

export type AdminAppProps = { languageSwitch: ReactNode; security: ConsoleSecurity };

type AdminPage = {
  screen: AdminScreenDefinition;
  /** Set when the path is the screen's detail page, with that page's params. */
  detail?: { page: AdminDetailDefinition; params: AdminPageParams };
};

/** The screen at `pathname`, or the screen whose detail page it is. */
function findPage(
  screens: readonly AdminScreenDefinition[],
  pathname: string,
): AdminPage | undefined {
  const screen = screens.find((candidate) => candidate.path === pathname);
  if (screen) return { screen };
  for (const candidate of screens) {
    const match = candidate.detail && matchPath(candidate.detail.path, pathname);
    if (candidate.detail && match) {
      return { screen: candidate, detail: { page: candidate.detail, params: match.params } };
    }
  }
  return undefined;
}

/**
 * /admin/*: the operator console. Its screens, and the detail pages under them
 * (/admin/orders/:reference), open once a staff member is signed in; a path that is neither goes
 * to the dashboard. (A lookup rather than nested <Routes>: those would pull more of the router into
 * the storefront's shared bundle.)
 */
export function AdminApp({ languageSwitch, security }: AdminAppProps) {
  const { t } = useAdminTranslation();
  const { pathname } = useLocation();
  // The mailed links' pages open without a session: their token is the proof.
  if (pathname === paths.adminInvitation.path) return <StaffInvitationPage />;
  if (pathname === paths.adminCancelChange.path) return <CancelChangePage />;
  return (
    <ConsoleSecurityProvider value={security}>
      <DemoBanner />
      <AdminGate>
        {(me) => {
          const screens = adminScreens.filter((screen) => hasStaffRole(me.role, screen.role));
          const page = findPage(screens, pathname);
          if (page === undefined) return <Navigate to={paths.adminDashboard.path} replace />;
          const { screen, detail } = page;
          return (
            <AdminLayout me={me} screens={screens} languageSwitch={languageSwitch}>
              <AdminScreen
                title={t(`nav.${screen.key}`)}
                documentTitle={detail?.page.title(t, detail.params)}
              >
                {detail ? detail.page.render(detail.params) : screen.render(me)}
              </AdminScreen>
            </AdminLayout>
          );
        }}
      </AdminGate>
    </ConsoleSecurityProvider>
  );
}
