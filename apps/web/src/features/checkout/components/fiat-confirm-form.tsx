import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { confirmFiatPaymentBodySchema } from '@giro/shared/orders/confirm-payment-contracts';
import type { FiatConfirmMethod } from '@giro/shared/orders/payment-methods';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { UnreachableNotice } from '@/components/unreachable-notice';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useRetryWhileUnreachable } from '@/lib/use-retry-while-unreachable';
import { useConfirmFiatPayment } from '../api/confirm-fiat-payment';

const senderFieldsSchema = confirmFiatPaymentBodySchema.pick({ account: true, order: true });

export type FiatConfirmFormProps = {
  method: FiatConfirmMethod;
  reference: string;
  /** After the confirmation; without it the sender is taken to the 'transfer requested' page. */
  onConfirmed?: () => void;
};

/** The sender's own account and the payment's transaction number, for the operator to match. */
export function FiatConfirmForm({ method, reference, onConfirmed }: FiatConfirmFormProps) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const confirm = useConfirmFiatPayment();
  const form = useZodForm(senderFieldsSchema, {
    mode: 'onSubmit',
    defaultValues: { account: '', order: '' },
  });
  const methodName = t(`methods.${method}.name`);
  const submit = (fields: z.infer<typeof senderFieldsSchema>) =>
    confirm.mutate(
      { ...fields, reference, fiat_method: method },
      {
        onSuccess: async ({ message }) => {
          notify.success(message);
          if (onConfirmed) onConfirmed();
          else await navigate(paths.transferRequested.path);
        },
      },
    );
  // Repeating the same confirmation changes nothing on the server: asking again is safe.
  const unreachable = useRetryWhileUnreachable(confirm.error, () => submit(form.getValues()));

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <h3 className="font-semibold text-brand-900">{t('fiat.confirmTitle')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('fiat.senderAccount', { method: methodName })}
          hint={t('fiat.senderAccountHint')}
        >
          <Input autoComplete="off" maxLength={maxTextLength} {...form.register('account')} />
        </FormField>
        <FormField
          label={t('fiat.transaction')}
          hint={t('fiat.transactionHint', { method: methodName })}
        >
          <Input autoComplete="off" maxLength={maxTextLength} {...form.register('order')} />
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={confirm.isPending}>
        {confirm.isPending ? t('fiat.confirming') : t('fiat.confirm')}
      </Button>
      {unreachable && <UnreachableNotice />}
      <AlertDialog
        message={unreachable ? null : (confirm.error?.message ?? null)}
        title={t('alert.title')}
        onClose={() => confirm.reset()}
      />
    </Form>
  );
}
