import { cryptoPriceBodySchema } from '@giro/shared/admin/pricing-admin-contracts';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { useSaveCryptoPrice } from '../../api/crypto-prices';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { DecimalField } from '../common/decimal-field';

export type CryptoPriceFormProps = { currency: string; priceUsd: string | null };

/** The USD price of one unit of a crypto currency, saved on its own. */
export function CryptoPriceForm({ currency, priceUsd }: CryptoPriceFormProps) {
  const { t } = useAdminTranslation();
  const save = useSaveCryptoPrice();
  const form = useZodForm(cryptoPriceBodySchema, {
    mode: 'onSubmit',
    defaultValues: { price_usd: priceUsd ?? '' },
  });

  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutate({ currency, body })}
      className="flex items-end gap-3"
    >
      <div className="flex-1">
        <DecimalField
          label={t('crypto.price', { currency })}
          registration={form.register('price_usd')}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('actions.save')}
      </Button>
    </Form>
  );
}
