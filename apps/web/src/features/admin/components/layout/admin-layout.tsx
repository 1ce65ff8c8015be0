import type { StaffMe } from '@giro/shared/admin/staff-contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LogoutIcon } from '@/components/ui/icons';
import { useStaffSession } from '../../api/staff-session';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminNav, type AdminNavProps } from './admin-nav';
import { ScreeningBanner } from './screening-banner';

export type AdminLayoutProps = {
  me: StaffMe;
  screens: AdminNavProps['screens'];
  languageSwitch: ReactNode;
  children: ReactNode;
};

/** The console's frame: who is signed in, language, sign-out, the screens and the content. */
export function AdminLayout({ me, screens, languageSwitch, children }: AdminLayoutProps) {
  const { t } = useAdminTranslation();
  const { signOut } = useStaffSession();
  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <p className="font-bold text-brand-900">{t('title')}</p>
          <p className="ml-auto text-sm text-slate-600">
            {t('session.signedInAs', { name: me.first_name, role: t(`session.roles.${me.role}`) })}
          </p>
          {languageSwitch}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            <LogoutIcon className="size-4" />
            {t('session.signOut')}
          </Button>
        </div>
      </header>
      <ScreeningBanner />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
        <aside className="lg:w-52 lg:shrink-0">
          <AdminNav screens={screens} />
        </aside>
        <main className="min-w-0 flex-1 space-y-6">{children}</main>
      </div>
    </div>
  );
}
