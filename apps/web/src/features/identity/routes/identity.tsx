import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useIdentity } from '../api/get-identity';
import { IdentityForm } from '../components/identity-form';
import { IdentityStatus } from '../components/identity-status';

/**
 * /profile/identity: the sender's identity verification. The form shows while nothing valid is
 * on file (never sent, rejected, or the document expired); a pending one waits for review.
 */
export function IdentityRoute() {
  const { t } = useTranslation('identity');
  const { data, isPending, isError } = useIdentity();
  const canSubmit = data !== undefined && !data.verified && data.latest?.status !== 'pending';
  return (
    <Page
      title={t('title')}
      lead={
        <Link to={paths.profileTransfers.path} className="text-base text-brand-700 hover:underline">
          {t('back')}
        </Link>
      }
    >
      {isPending && <p className="text-slate-600">{t('loading')}</p>}
      {isError && <p className="text-red-700">{t('unavailable')}</p>}
      {data && (
        <div className="space-y-8">
          <IdentityStatus state={data} />
          {canSubmit && (
            <section aria-labelledby="identity-form" className="space-y-4">
              <h2 id="identity-form" className="text-lg font-semibold text-slate-900">
                {t('form.title')}
              </h2>
              <p className="max-w-2xl text-sm text-slate-600">{t('form.privacy')}</p>
              <IdentityForm />
            </section>
          )}
        </div>
      )}
    </Page>
  );
}
