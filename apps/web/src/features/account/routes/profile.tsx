import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { sessionQueryOptions } from '../api/get-user';
import { ChangePasswordModal } from '../components/change-password-modal';
import { DeactivateAccountRow } from '../components/deactivate-account-row';
import { EditNameModal } from '../components/edit-name-modal';
import { ProfileHeader } from '../components/profile-header';
import { ProfileRow } from '../components/profile-row';
import { Spinner } from '../components/spinner';
import { fullNameOf } from '../lib/full-name';

type ProfileModal = 'name' | 'password' | null;

/** A tab the app adds beside 'Perfil' (e.g. 'Mis envíos'), shown at its own `path`. */
export type ProfileTab = { id: string; path: string; label: string; panel: ReactNode };

/** A link, so that each tab is a history entry: reload, back and forward keep the tab. */
function TabLink(props: { id: string; to: string; selected: boolean; label: string }) {
  const tone = props.selected
    ? 'border-brand-700 font-semibold text-brand-800'
    : 'border-transparent text-slate-600 hover:text-brand-800';
  return (
    <Link
      to={props.to}
      role="tab"
      id={`${props.id}-tab`}
      aria-selected={props.selected}
      aria-controls={`${props.id}-panel`}
      className={`-mb-px border-b-2 px-0.5 pb-3 whitespace-nowrap sm:px-1 ${tone}`}
    >
      {props.label}
    </Link>
  );
}

function Profile({ user, tabs }: { user: AuthUser; tabs: readonly ProfileTab[] }) {
  const { t } = useTranslation('account');
  const [modal, setModal] = useState<ProfileModal>(null);
  const { pathname } = useLocation();
  const close = () => setModal(null);
  const extra = tabs.find((tab) => matchPath(tab.path, pathname));
  return (
    <>
      <ProfileHeader user={user} />
      <div className="mx-auto w-full max-w-4xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
        {/* One line on a phone: four labels fit at 390 px in the smaller size and spacing. */}
        <div
          role="tablist"
          className="flex gap-3 border-b border-slate-200 text-sm sm:gap-6 sm:text-base"
        >
          <TabLink
            id="profile"
            to={paths.profile.path}
            label={t('profile.tab')}
            selected={extra === undefined}
          />
          {tabs.map((tab) => (
            <TabLink
              key={tab.id}
              id={tab.id}
              to={tab.path}
              label={tab.label}
              selected={tab === extra}
            />
          ))}
        </div>
        {extra && (
          <div
            role="tabpanel"
            id={`${extra.id}-panel`}
            aria-labelledby={`${extra.id}-tab`}
            className="mt-6 rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5"
          >
            {extra.panel}
          </div>
        )}
        <div
          role="tabpanel"
          id="profile-panel"
          aria-labelledby="profile-tab"
          hidden={extra !== undefined}
          className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5"
        >
          <ProfileRow
            title={t('profile.name.title')}
            action={
              <Button variant="secondary" size="sm" onClick={() => setModal('name')}>
                {t('profile.name.action')}
              </Button>
            }
          >
            {fullNameOf(user)}
          </ProfileRow>
          <ProfileRow
            title={t('profile.password.title')}
            action={
              <Button variant="secondary" size="sm" onClick={() => setModal('password')}>
                {t('profile.password.action')}
              </Button>
            }
          >
            <span aria-hidden="true">••••••••••</span>
            <span className="sr-only">{t('profile.password.masked')}</span>
          </ProfileRow>
          <DeactivateAccountRow user={user} />
        </div>
      </div>
      <EditNameModal open={modal === 'name'} user={user} onClose={close} />
      <ChangePasswordModal open={modal === 'password'} onClose={close} />
    </>
  );
}

/**
 * /profile and its tabs' paths: the route's `requireUser` guard lets only signed-in users in
 * (spec §2).
 */
export function ProfileRoute({ tabs = [] }: { tabs?: readonly ProfileTab[] }) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('profile.title'));
  const { data: user, isPending } = useQuery({ ...sessionQueryOptions(), throwOnError: true });
  if (isPending) return <Spinner label={t('profile.loading')} />;
  // Signed out from this page (logout, deactivation): it is on its way home.
  if (!user) return null;
  return <Profile user={user} tabs={tabs} />;
}
