import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { payerFieldsSchema } from '@giro/shared/orders/confirm-payment-contracts';
import type { ReceivingAccountMethod } from '@giro/shared/orders/payment-methods';
import { proofMediaTypes } from '@giro/shared/transfers/proof-contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { UnreachableNotice } from '@/components/unreachable-notice';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useRetryWhileUnreachable } from '@/lib/use-retry-while-unreachable';
import { useConfirmFiatPayment } from '../api/confirm-fiat-payment';

export type FiatConfirmFormProps = {
  method: ReceivingAccountMethod;
  reference: string;
  /** After the confirmation; without it the sender is taken to the 'transfer requested' page. */
  onConfirmed?: () => void;
};

/**
 * "I have paid", the same step for Zelle, PayPal and bank transfer: the account the sender paid
 * from and the payment's number, each checked with the method's real shape, and optionally the
 * proof of payment. The operator matches the payment with them.
 */
export function FiatConfirmForm({ method, reference, onConfirmed }: FiatConfirmFormProps) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const confirm = useConfirmFiatPayment();
  const schema = useMemo(() => payerFieldsSchema(method), [method]);
  const form = useZodForm(schema, { mode: 'onSubmit', defaultValues: { account: '', order: '' } });
  const [proof, setProof] = useState<File | null>(null);
  const fields = `paid.fields.${method}` as const;
  const submit = (values: z.infer<typeof schema>) =>
    confirm.mutate(
      { ...values, reference, fiat_method: method, proof },
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
      <div className="space-y-1">
        <h3 className="font-semibold text-brand-900">{t('paid.title')}</h3>
        <p className="text-sm text-slate-600">{t('paid.lead')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t(`${fields}.account`)} hint={t(`${fields}.accountHint`)}>
          <Input autoComplete="off" maxLength={maxTextLength} {...form.register('account')} />
        </FormField>
        <FormField label={t(`${fields}.order`)} hint={t(`${fields}.orderHint`)}>
          <Input autoComplete="off" maxLength={maxTextLength} {...form.register('order')} />
        </FormField>
      </div>
      <Field label={t('paid.proof')} hint={t('paid.proofHint')}>
        <input
          type="file"
          accept={proofMediaTypes.join(',')}
          className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
          onChange={(event) => setProof(event.currentTarget.files?.[0] ?? null)}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={confirm.isPending}>
        {confirm.isPending ? t('paid.confirming') : t('paid.confirm')}
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
