import type { StaffRole } from '@giro/shared/admin/staff-roles';
import { hasStaffRole } from '@giro/shared/admin/staff-roles';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useAdminTranslation } from '../../lib/use-admin-translation';

/** The console's screens, each with the least role that may open it. */
export const adminScreens = [
  { key: 'pricing', path: paths.adminPricing.path, role: 'operator' },
  { key: 'destinations', path: paths.adminDestinations.path, role: 'operator' },
  { key: 'agents', path: paths.adminAgents.path, role: 'operator' },
  { key: 'cardPrefixes', path: paths.adminCardPrefixes.path, role: 'operator' },
  { key: 'staff', path: paths.adminStaff.path, role: 'admin' },
  { key: 'audit', path: paths.adminAudit.path, role: 'operator' },
] as const satisfies readonly { key: string; path: string; role: StaffRole }[];

export function AdminNav({ role }: { role: StaffRole }) {
  const { t } = useAdminTranslation();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {adminScreens
          .filter((screen) => hasStaffRole(role, screen.role))
          .map((screen) => (
            <li key={screen.key}>
              <NavLink
                to={screen.path}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap',
                    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50',
                  )
                }
              >
                {t(`nav.${screen.key}`)}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
