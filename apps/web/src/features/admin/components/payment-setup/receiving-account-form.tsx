import {
  type AdminReceivingAccount,
  type ReceivingAccountBodyInput,
  receivingAccountBodySchema,
} from '@giro/shared/admin/operator-accounts-contracts';
import { receivingAccountMethods } from '@giro/shared/orders/payment-methods';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSaveReceivingAccount } from '../../api/receiving-accounts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { CheckboxField } from '../common/checkbox-field';
import { DecimalField } from '../common/decimal-field';
import { FormDialog } from '../common/form-dialog';

const newAccount: ReceivingAccountBodyInput = {
  method: 'zelle',
  currency: 'USD',
  label: '',
  account: '',
  holder: '',
  bank_name: '',
  swift: '',
  daily_limit: '',
  active: true,
};

const textFields = ['currency', 'label', 'account', 'holder', 'bank_name', 'swift'] as const;

export type ReceivingAccountFormProps = {
  /** The account to change; null to add one. */
  account: AdminReceivingAccount | null;
  onClose: () => void;
};

/** One account senders pay to: method, currency, what they copy, and its daily limit. */
export function ReceivingAccountForm({ account, onClose }: ReceivingAccountFormProps) {
  const { t } = useAdminTranslation();
  const save = useSaveReceivingAccount(onClose);
  const form = useZodForm(receivingAccountBodySchema, { defaultValues: account ?? newAccount });

  return (
    <FormDialog
      open
      title={account ? t('accounts.editTitle', { name: account.account }) : t('accounts.addTitle')}
      onClose={onClose}
      form={form}
      onSubmit={(body) => save.mutate({ id: account?.id ?? null, body })}
      pending={save.isPending}
    >
      <FormField label={t('accounts.fields.method')}>
        <Select {...form.register('method')}>
          {receivingAccountMethods.map((method) => (
            <option key={method} value={method}>
              {t(`orders.methods.${method}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {textFields.map((name) => (
        <FormField key={name} label={t(`accounts.fields.${name}`)}>
          <Input autoComplete="off" {...form.register(name)} />
        </FormField>
      ))}
      <DecimalField
        label={t('accounts.fields.daily_limit')}
        hint={t('accounts.limitHint')}
        registration={form.register('daily_limit')}
      />
      <CheckboxField label={t('accounts.fields.active')} {...form.register('active')} />
    </FormDialog>
  );
}
