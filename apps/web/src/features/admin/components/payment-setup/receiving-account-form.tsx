import { receivingAccountMethods } from '@giro/shared';
import {
  type AdminReceivingAccount,
  type ReceivingAccountBody,
  type ReceivingAccountBodyInput,
  receivingAccountBodySchema,
} from '@giro/shared/admin/operator-accounts-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReceivingAccountBodyInput, unknown, ReceivingAccountBody>({
    resolver: zodResolver(receivingAccountBodySchema),
    mode: 'onTouched',
    defaultValues: account ?? newAccount,
  });
  const submit = handleSubmit((body) => save.mutate({ id: account?.id ?? null, body }));

  return (
    <FormDialog
      open
      title={account ? t('accounts.editTitle', { name: account.account }) : t('accounts.addTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={save.isPending}
    >
      <Field label={t('accounts.fields.method')} error={errors.method?.message}>
        <Select {...register('method')}>
          {receivingAccountMethods.map((method) => (
            <option key={method} value={method}>
              {t(`orders.methods.${method}`)}
            </option>
          ))}
        </Select>
      </Field>
      {textFields.map((name) => (
        <Field key={name} label={t(`accounts.fields.${name}`)} error={errors[name]?.message}>
          <Input autoComplete="off" {...register(name)} />
        </Field>
      ))}
      <DecimalField
        label={t('accounts.fields.daily_limit')}
        hint={t('accounts.limitHint')}
        error={errors.daily_limit?.message}
        registration={register('daily_limit')}
      />
      <CheckboxField label={t('accounts.fields.active')} {...register('active')} />
    </FormDialog>
  );
}
