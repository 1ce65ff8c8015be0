import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { confirmFiatPaymentBodySchema } from '@giro/shared/orders/confirm-payment-contracts';
import type { FiatConfirmMethod } from '@giro/shared/orders/payment-methods';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useConfirmFiatPayment } from '../api/confirm-fiat-payment';

const senderFieldsSchema = confirmFiatPaymentBodySchema.pick({ account: true, order: true });
type SenderFields = z.input<typeof senderFieldsSchema>;

export type FiatConfirmFormProps = { method: FiatConfirmMethod; reference: string };

/** The sender's own account and the payment's transaction number, for the operator to match. */
export function FiatConfirmForm({ method, reference }: FiatConfirmFormProps) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const confirm = useConfirmFiatPayment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SenderFields>({
    resolver: zodResolver(senderFieldsSchema),
    defaultValues: { account: '', order: '' },
  });
  const methodName = t(`methods.${method}.name`);
  const submit = handleSubmit((fields) =>
    confirm.mutate(
      { ...fields, reference, fiat_method: method },
      {
        onSuccess: async ({ message }) => {
          toast.success(message);
          await navigate(paths.transferRequested.path);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <h3 className="font-semibold text-brand-900">{t('fiat.confirmTitle')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('fiat.senderAccount', { method: methodName })}
          hint={t('fiat.senderAccountHint')}
          error={errors.account?.message}
        >
          <Input autoComplete="off" maxLength={maxTextLength} {...register('account')} />
        </Field>
        <Field
          label={t('fiat.transaction')}
          hint={t('fiat.transactionHint', { method: methodName })}
          error={errors.order?.message}
        >
          <Input autoComplete="off" maxLength={maxTextLength} {...register('order')} />
        </Field>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={confirm.isPending}>
        {confirm.isPending ? t('fiat.confirming') : t('fiat.confirm')}
      </Button>
      <AlertDialog
        message={confirm.error?.message ?? null}
        title={t('alert.title')}
        onClose={() => confirm.reset()}
      />
    </form>
  );
}
