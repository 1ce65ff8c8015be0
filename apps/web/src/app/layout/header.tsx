import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { CartIndicator } from '@/features/cart/components/cart-indicator';
import { appStore, useAppStore } from '@/lib/store/app-store';
import { AccountMenu } from './account-menu';
import { LanguageList } from './language-list';
import { Logo } from './logo';
import { MainMenu } from './main-menu';

export function Header() {
  const { t } = useTranslation(['layout', 'common']);
  const navOpen = useAppStore((state) => state.isNavOpen);
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-slate-200 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/85">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={paths.home.path}
          aria-label={t('homeLink', { brand: t('common:brand') })}
          className="rounded-lg"
        >
          <Logo />
        </Link>
        <div className="ml-6 hidden lg:block">
          <MainMenu orientation="horizontal" />
        </div>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden lg:block">
            <LanguageList compact />
          </div>
          <CartIndicator />
          <div className="hidden lg:block">
            <AccountMenu />
          </div>
          <button
            type="button"
            aria-expanded={navOpen}
            onClick={() => appStore.setState({ isNavOpen: true })}
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 lg:hidden"
          >
            <MenuIcon className="size-6" />
            <span className="sr-only">{t('nav.open')}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
