import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useResendActivation } from '../api/resend-activation';

/** "Cuenta no activada": the way to get a new activation mail, for the address just typed. */
export function ResendActivation({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const resend = useResendActivation();
  return (
    <div className="space-y-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <p>{t('signIn.notActivated')}</p>
      <Button
        variant="secondary"
        size="sm"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate({ email })}
      >
        {resend.isSuccess ? t('signIn.activationResent') : t('signIn.resendActivation')}
      </Button>
    </div>
  );
}
