import { confirmCryptoPaymentBodySchema } from '@giro/shared/orders/confirm-payment-contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useConfirmCryptoPayment } from '../api/confirm-crypto-payment';

const txidFieldSchema = confirmCryptoPaymentBodySchema.pick({ hash: true });

/** The TXID of the sender's payment, which lets the operator find it on the chain. */
export function TxidForm({ reference }: { reference: string }) {
  const { t } = useTranslation('crypto');
  const navigate = useNavigate();
  const confirm = useConfirmCryptoPayment();
  const form = useZodForm(txidFieldSchema, { mode: 'onSubmit', defaultValues: { hash: '' } });

  return (
    <Form
      form={form}
      onSubmit={({ hash }) =>
        confirm.mutate(
          { reference, hash },
          {
            onSuccess: async ({ message }) => {
              notify.success(message);
              await navigate(paths.paymentSuccess.path);
            },
          },
        )
      }
      className="space-y-4"
    >
      <FormField label={t('txid.label')} hint={t('txid.hint')}>
        <Input
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="font-mono"
          {...form.register('hash')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={confirm.isPending}>
        {confirm.isPending ? t('txid.confirming') : t('txid.confirm')}
      </Button>
      <AlertDialog
        message={confirm.error?.message ?? null}
        title={t('alert.title')}
        onClose={() => confirm.reset()}
      />
    </Form>
  );
}
