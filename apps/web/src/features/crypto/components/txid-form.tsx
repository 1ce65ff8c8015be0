import { confirmCryptoPaymentBodySchema } from '@giro/shared/orders/confirm-payment-contracts';
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
import { useConfirmCryptoPayment } from '../api/confirm-crypto-payment';

const txidFieldSchema = confirmCryptoPaymentBodySchema.pick({ hash: true });
type TxidField = z.input<typeof txidFieldSchema>;

/** The TXID of the sender's payment, which lets the operator find it on the chain. */
export function TxidForm({ reference }: { reference: string }) {
  const { t } = useTranslation('crypto');
  const navigate = useNavigate();
  const confirm = useConfirmCryptoPayment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TxidField, unknown, z.output<typeof txidFieldSchema>>({
    resolver: zodResolver(txidFieldSchema),
    defaultValues: { hash: '' },
  });
  const submit = handleSubmit(({ hash }) =>
    confirm.mutate(
      { reference, hash },
      {
        onSuccess: async ({ message }) => {
          toast.success(message);
          await navigate(paths.paymentSuccess.path);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <Field label={t('txid.label')} hint={t('txid.hint')} error={errors.hash?.message}>
        <Input
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="font-mono"
          {...register('hash')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={confirm.isPending}>
        {confirm.isPending ? t('txid.confirming') : t('txid.confirm')}
      </Button>
      <AlertDialog
        message={confirm.error?.message ?? null}
        title={t('alert.title')}
        onClose={() => confirm.reset()}
      />
    </form>
  );
}
