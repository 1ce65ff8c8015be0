import {
  type CryptoPriceBody,
  type CryptoPriceBodyInput,
  cryptoPriceBodySchema,
} from '@giro/shared/admin/pricing-admin-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useSaveCryptoPrice } from '../../api/crypto-prices';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { DecimalField } from '../common/decimal-field';

export type CryptoPriceFormProps = { currency: string; priceUsd: string | null };

/** The USD price of one unit of a crypto currency, saved on its own. */
export function CryptoPriceForm({ currency, priceUsd }: CryptoPriceFormProps) {
  const { t } = useAdminTranslation();
  const save = useSaveCryptoPrice();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CryptoPriceBodyInput, unknown, CryptoPriceBody>({
    resolver: zodResolver(cryptoPriceBodySchema),
    defaultValues: { price_usd: priceUsd ?? '' },
  });
  const submit = handleSubmit((body) => save.mutate({ currency, body }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex items-end gap-3">
      <div className="flex-1">
        <DecimalField
          label={t('crypto.price', { currency })}
          error={errors.price_usd?.message}
          registration={register('price_usd')}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('actions.save')}
      </Button>
    </form>
  );
}
