import type { ReconciliationAccount } from '@giro/shared/reconciliation/reconciliation-contracts';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type AccountPickerProps = {
  accounts: readonly ReconciliationAccount[];
  value: number;
  onChange: (id: number) => void;
};

/** Which receiving account's statements the screen shows, with each one's lines waiting. */
export function AccountPicker({ accounts, value, onChange }: AccountPickerProps) {
  const { t } = useAdminTranslation();
  return (
    <div className="max-w-xl">
      <Field label={t('reconciliation.account')}>
        <Select value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {t('reconciliation.accountOption', {
                method: t(`orders.methods.${account.method}`),
                account: account.account,
                currency: account.currency,
                count: account.open_lines,
              })}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
