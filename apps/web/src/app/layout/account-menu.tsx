import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dropdown } from '@/components/ui/dropdown';
import { ChevronDownIcon, LogoutIcon, PercentIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-user';
import { useLogout } from '@/features/account/api/logout';

const itemClasses =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800';

/** Header account area: a sign-in link, or a greeting with profile, the agent's page and logout. */
export function AccountMenu() {
  const { t } = useTranslation('layout');
  const { data: user } = useSession();
  const logout = useLogout();

  if (!user?.email) {
    return (
      <Link to={paths.login.path} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <UserIcon className="size-4" />
        {t('account.login')}
      </Link>
    );
  }

  return (
    <Dropdown
      triggerClassName="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      panelClassName="w-52 p-1.5"
      trigger={
        <>
          <UserIcon className="size-4" />
          {t('account.greeting', { name: user.first_name || user.email })}
          <ChevronDownIcon className="size-4" />
        </>
      }
    >
      {(close) => (
        <ul aria-label={t('account.menu')}>
          <li>
            <Link to={paths.profile.path} onClick={close} className={itemClasses}>
              <UserIcon className="size-4" />
              {t('account.profile')}
            </Link>
          </li>
          {user.role === 'agent' && (
            <li>
              <Link to={paths.agent.path} onClick={close} className={itemClasses}>
                <PercentIcon className="size-4" />
                {t('account.agent')}
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className={itemClasses}
              disabled={logout.isPending}
              onClick={() => {
                close();
                logout.mutate();
              }}
            >
              <LogoutIcon className="size-4" />
              {t('account.logout')}
            </button>
          </li>
        </ul>
      )}
    </Dropdown>
  );
}
