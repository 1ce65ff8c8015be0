import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type AdminNavProps = {
  /** The screens the signed-in role may open: their catalogue key and path. */
  screens: readonly { key: string; path: string }[];
};

export function AdminNav({ screens }: AdminNavProps) {
  const { t } = useAdminTranslation();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {screens.map((screen) => (
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
