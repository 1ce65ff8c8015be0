import {
  type AdminWallet,
  type WalletBodyInput,
  walletBodySchema,
} from '@giro/shared/admin/operator-accounts-contracts';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
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
  const form = useZodForm(walletBodySchema, { defaultValues: wallet ?? newWallet });
  const title = wallet
    ? t('wallets.editTitle', { name: `${wallet.currency} · ${wallet.chain}` })
    : t('wallets.addTitle');

  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      form={form}
      onSubmit={(body) => save.mutate({ id: wallet?.id ?? null, body })}
      pending={save.isPending}
    >
      {textFields.map((name) => (
        <FormField key={name} label={t(`wallets.fields.${name}`)}>
          <Input autoComplete="off" {...form.register(name)} />
        </FormField>
      ))}
      <FormField label={t('wallets.fields.position')} hint={t('wallets.positionHint')}>
        <Input type="number" min={0} {...form.register('position', { valueAsNumber: true })} />
      </FormField>
      <CheckboxField label={t('wallets.fields.active')} {...form.register('active')} />
    </FormDialog>
  );
}
