import {
  type AdminWallet,
  type WalletBody,
  type WalletBodyInput,
  walletBodySchema,
} from '@giro/shared/admin/operator-accounts-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSaveWallet } from '../../api/wallets';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { CheckboxField } from '../common/checkbox-field';
import { FormDialog } from '../common/form-dialog';

const newWallet: WalletBodyInput = {
  currency: '',
  chain: '',
  address: '',
  icon: '',
  active: true,
  position: 0,
};

const textFields = ['currency', 'chain', 'address', 'icon'] as const;

export type WalletFormProps = {
  /** The wallet to change; null to add one. */
  wallet: AdminWallet | null;
  onClose: () => void;
};

/** One crypto wallet: currency, network, address, icon, and its place among the currency's. */
export function WalletForm({ wallet, onClose }: WalletFormProps) {
  const { t } = useAdminTranslation();
  const save = useSaveWallet(onClose);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WalletBodyInput, unknown, WalletBody>({
    resolver: zodResolver(walletBodySchema),
    mode: 'onTouched',
    defaultValues: wallet ?? newWallet,
  });
  const submit = handleSubmit((body) => save.mutate({ id: wallet?.id ?? null, body }));
  const title = wallet
    ? t('wallets.editTitle', { name: `${wallet.currency} · ${wallet.chain}` })
    : t('wallets.addTitle');

  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={save.isPending}
    >
      {textFields.map((name) => (
        <Field key={name} label={t(`wallets.fields.${name}`)} error={errors[name]?.message}>
          <Input autoComplete="off" {...register(name)} />
        </Field>
      ))}
      <Field
        label={t('wallets.fields.position')}
        hint={t('wallets.positionHint')}
        error={errors.position?.message}
      >
        <Input type="number" min={0} {...register('position', { valueAsNumber: true })} />
      </Field>
      <CheckboxField label={t('wallets.fields.active')} {...register('active')} />
    </FormDialog>
  );
}
