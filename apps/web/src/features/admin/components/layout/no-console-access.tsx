import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useStaffSession } from '../../api/staff-session';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { CenteredCard } from './centered-card';

/** A sender's session reached /admin: offer to sign out (and in as staff) or go shopping. */
export function NoConsoleAccess() {
  const { t } = useAdminTranslation();
  const { signOut } = useStaffSession();
  return (
    <CenteredCard title={t('noAccess.title')} lead={t('noAccess.text')}>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t('session.signOut')}
        </Button>
        <Link to={paths.home.path} className={buttonClasses({ variant: 'secondary' })}>
          {t('noAccess.home')}
        </Link>
      </div>
    </CenteredCard>
  );
}
