import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const items = [
  { key: 'home', to: paths.home.path },
  { key: 'about', to: paths.about.path },
  { key: 'faq', to: paths.faq.path },
  { key: 'contact', to: paths.contact.path },
] as const;

export type MainMenuProps = {
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
};

export function MainMenu({ orientation, onNavigate }: MainMenuProps) {
  const { t } = useTranslation('layout');
  const vertical = orientation === 'vertical';
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
        {items.map(({ key, to }) => (
          <li key={key}>
            <NavLink
              to={to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'block rounded-lg font-medium transition-colors',
                  vertical ? 'px-3 py-3 text-base' : 'px-3 py-2 text-sm',
                  isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800',
                )
              }
            >
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
