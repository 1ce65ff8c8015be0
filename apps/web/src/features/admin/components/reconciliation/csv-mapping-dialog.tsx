import {
  type CsvMappingInput,
  csvAcceptedStatuses,
  csvDateFormats,
  csvMappingPresets,
  csvMappingSchema,
  csvMemoColumns,
} from '@giro/shared/reconciliation/csv-mapping';
import type { ReconciliationAccount } from '@giro/shared/reconciliation/reconciliation-contracts';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCsvMapping, useSaveCsvMapping } from '../../api/reconciliation-accounts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { FormDialog } from '../common/form-dialog';
import { QueryState } from '../common/query-state';

/** One input per place of a list (memo columns, accepted statuses); blanks are dropped. */
const places = (count: number) => Array.from({ length: count }, (_, index) => index);
const filled = (values: readonly string[], count: number) =>
  places(count).map((index) => values[index] ?? '');

function formValues(mapping: CsvMappingInput): CsvMappingInput {
  return {
    ...mapping,
    memo: filled(mapping.memo, csvMemoColumns),
    accepted_statuses: filled(mapping.accepted_statuses, csvAcceptedStatuses),
  };
}

type ColumnField =
  | 'date'
  | 'amount'
  | 'credit'
  | 'debit'
  | 'currency'
  | 'payer'
  | 'transaction_id'
  | 'status';

function MappingForm({
  account,
  saved,
  onClose,
}: {
  account: ReconciliationAccount;
  saved: CsvMappingInput | null;
  onClose: () => void;
}) {
  const { t } = useAdminTranslation();
  const save = useSaveCsvMapping(onClose);
  const form = useZodForm(csvMappingSchema, {
    defaultValues: formValues(saved ?? csvMappingPresets.chase),
  });
  const column = (name: ColumnField, hint?: string) => (
    <FormField label={t(`reconciliation.csv.fields.${name}`)} hint={hint}>
      <Input autoComplete="off" {...form.register(name)} />
    </FormField>
  );

  return (
    <FormDialog
      open
      title={t('reconciliation.csv.title', { account: account.account })}
      onClose={onClose}
      form={form}
      onSubmit={(mapping) => save.mutate({ accountId: account.id, mapping })}
      pending={save.isPending}
    >
      <p className="text-sm text-slate-600">{t('reconciliation.csv.description')}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t('reconciliation.csv.presets')}</span>
        {(Object.keys(csvMappingPresets) as (keyof typeof csvMappingPresets)[]).map((preset) => (
          <Button
            key={preset}
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => form.reset(formValues(csvMappingPresets[preset]))}
          >
            {t(`reconciliation.csv.${preset}`)}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {column('date')}
        <FormField label={t('reconciliation.csv.fields.date_format')}>
          <Select {...form.register('date_format')}>
            {csvDateFormats.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </Select>
        </FormField>
        {column('amount', t('reconciliation.csv.hints.amount'))}
        <FormField label={t('reconciliation.csv.fields.decimal_separator')}>
          <Select {...form.register('decimal_separator')}>
            <option value=".">{t('reconciliation.csv.decimalPoint')}</option>
            <option value=",">{t('reconciliation.csv.decimalComma')}</option>
          </Select>
        </FormField>
        {column('credit')}
        {column('debit')}
        {column('currency', t('reconciliation.csv.hints.currency'))}
        {column('payer')}
        {places(csvMemoColumns).map((index) => (
          <FormField key={index} label={t('reconciliation.csv.fields.memo', { n: index + 1 })}>
            <Input autoComplete="off" {...form.register(`memo.${index}`)} />
          </FormField>
        ))}
        {column('transaction_id', t('reconciliation.csv.hints.transaction_id'))}
        {column('status', t('reconciliation.csv.hints.status'))}
        {places(csvAcceptedStatuses).map((index) => (
          <FormField
            key={index}
            label={t('reconciliation.csv.fields.accepted_statuses', { n: index + 1 })}
          >
            <Input autoComplete="off" {...form.register(`accepted_statuses.${index}`)} />
          </FormField>
        ))}
      </div>
    </FormDialog>
  );
}

/** The account's CSV columns: which header holds the date, the amount, the memo… */
export function CsvMappingDialog({
  account,
  onClose,
}: {
  account: ReconciliationAccount;
  onClose: () => void;
}) {
  const mapping = useCsvMapping(account.id);
  return (
    <QueryState query={mapping}>
      {({ mapping: saved }) => <MappingForm account={account} saved={saved} onClose={onClose} />}
    </QueryState>
  );
}
