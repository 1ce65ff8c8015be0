import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { usePaymentLink } from '../api/get-payment-link';
import { leaveFor } from '../lib/leave-for';

export type ContinueToPayProps = { reference: string; name: string };

/** A gateway order left unpaid: a fresh page on the gateway for it, then off to pay there. */
export function ContinueToPay({ reference, name }: ContinueToPayProps) {
  const { t } = useTranslation('checkout');
  const link = usePaymentLink();
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('gateway.ready', { method: name })}</p>
      <Button
        size="lg"
        disabled={link.isPending || link.isSuccess}
        onClick={() =>
          link.mutate(reference, { onSuccess: ({ url, formUrl }) => leaveFor(url || formUrl) })
        }
      >
        {link.isPending || link.isSuccess
          ? t('gateway.redirecting', { method: name })
          : t('gateway.continue', { method: name })}
        <ArrowRightIcon className="size-5" />
      </Button>
      <AlertDialog
        message={link.error?.message ?? null}
        title={t('alert.title')}
        onClose={() => link.reset()}
      />
    </div>
  );
}
