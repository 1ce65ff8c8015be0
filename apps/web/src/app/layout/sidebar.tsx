import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon, LogoutIcon, PercentIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-user';
import { useLogout } from '@/features/account/api/logout';
import { appStore, useAppStore } from '@/lib/store/app-store';
import { LanguageList } from './language-list';
import { Logo } from './logo';
import { MainMenu } from './main-menu';

const closeNav = () => appStore.setState({ isNavOpen: false });

function SidebarAccount() {
  const { t } = useTranslation('layout');
  const { data: user } = useSession();
  const logout = useLogout();

  if (!user?.email) {
    return (
      <Link to={paths.login.path} onClick={closeNav} className={`${buttonClasses()} w-full`}>
        <UserIcon className="size-4" />
        {t('account.login')}
      </Link>
    );
  }
  return (
    <div className="space-y-2">
      <p className="px-3 font-semibold text-brand-900">
        {t('account.greeting', { name: user.first_name || user.email })}
      </p>
      <Link
        to={paths.profile.path}
        onClick={closeNav}
        className={`${buttonClasses({ variant: 'secondary' })} w-full`}
      >
        <UserIcon className="size-4" />
        {t('account.profile')}
      </Link>
      {user.role === 'agent' && (
        <Link
          to={paths.agent.path}
          onClick={closeNav}
          className={`${buttonClasses({ variant: 'secondary' })} w-full`}
        >
          <PercentIcon className="size-4" />
          {t('account.agent')}
        </Link>
      )}
      <button
        type="button"
        disabled={logout.isPending}
        onClick={() => {
          closeNav();
          logout.mutate();
        }}
        className={`${buttonClasses({ variant: 'ghost' })} w-full`}
      >
        <LogoutIcon className="size-4" />
        {t('account.logout')}
      </button>
    </div>
  );
}

/** The menu on small screens: a drawer from the right, open while `isNavOpen`. */
export function Sidebar() {
  const { t } = useTranslation('layout');
  const open = useAppStore((state) => state.isNavOpen);
  return (
    <Dialog
      open={open}
      onClose={closeNav}
      aria-label={t('nav.label')}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-[min(20rem,85vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-brand-950/50"
    >
      <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
        <div className="flex items-center justify-between">
          <Logo />
          <button
            type="button"
            onClick={closeNav}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon className="size-6" />
            <span className="sr-only">{t('nav.close')}</span>
          </button>
        </div>
        <MainMenu orientation="vertical" onNavigate={closeNav} />
        <div className="border-t border-slate-200 pt-6">
          <SidebarAccount />
        </div>
        <div className="mt-auto border-t border-slate-200 pt-6">
          <p className="mb-3 text-sm font-medium text-slate-500">{t('language.label')}</p>
          <LanguageList />
        </div>
      </div>
    </Dialog>
  );
}
