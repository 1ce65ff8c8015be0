import {
  type ComplianceSettings,
  complianceSettingsBodySchema,
} from '@giro/shared/compliance/compliance-settings-contracts';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useComplianceSettings, useSaveComplianceSettings } from '../../api/compliance';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { QueryState } from '../common/query-state';
import { ReadOnlyNote } from '../common/read-only-note';

const emptyRegulator = { name_es: '', name_en: '', phone: '', website: '', address: '' };

function SettingsForm({ settings, canEdit }: { settings: ComplianceSettings; canEdit: boolean }) {
  const { t } = useAdminTranslation();
  const save = useSaveComplianceSettings();
  const form = useZodForm(complianceSettingsBodySchema, { defaultValues: settings });
  const { register } = form;
  const regulators = useFieldArray({ control: form.control, name: 'regulators' });
  const number = { valueAsNumber: true } as const;
  return (
    <Form form={form} onSubmit={(body) => save.mutate(body)}>
      {!canEdit && <ReadOnlyNote>{t('compliance.adminOnly')}</ReadOnlyNote>}
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('compliance.settings.threshold')}
          hint={t('compliance.settings.thresholdHint')}
        >
          <Input
            type="number"
            step="0.01"
            min="0.5"
            max="1"
            {...register('screening_threshold', number)}
          />
        </FormField>
        <FormField label={t('compliance.settings.identityThreshold')}>
          <Input inputMode="decimal" {...register('identity_threshold_usd')} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            label={t('compliance.settings.listUrl')}
            hint={t('compliance.settings.listUrlHint')}
          >
            <Input type="url" {...register('sanctions_list_url')} />
          </FormField>
        </div>
        <FormField label={t('compliance.settings.nearPercent')}>
          <Input type="number" {...register('signals.near_percent', number)} />
        </FormField>
        <FormField label={t('compliance.settings.nearCount')}>
          <Input type="number" {...register('signals.near_count', number)} />
        </FormField>
        <FormField label={t('compliance.settings.sendersPerReceiver')}>
          <Input type="number" {...register('signals.senders_per_receiver', number)} />
        </FormField>
        <FormField label={t('compliance.settings.receiversPerSender')}>
          <Input type="number" {...register('signals.receivers_per_sender', number)} />
        </FormField>
        <fieldset className="space-y-3 sm:col-span-2">
          <legend className="text-sm font-semibold text-slate-800">
            {t('compliance.settings.regulators')}
          </legend>
          {regulators.fields.map((field, index) => (
            <div
              key={field.id}
              className="grid gap-3 rounded-lg p-3 ring-1 ring-slate-200 sm:grid-cols-2"
            >
              <FormField label={t('compliance.settings.regulatorNameEs')}>
                <Input {...register(`regulators.${index}.name_es`)} />
              </FormField>
              <FormField label={t('compliance.settings.regulatorNameEn')}>
                <Input {...register(`regulators.${index}.name_en`)} />
              </FormField>
              <FormField label={t('compliance.settings.regulatorPhone')}>
                <Input {...register(`regulators.${index}.phone`)} />
              </FormField>
              <FormField label={t('compliance.settings.regulatorWebsite')}>
                <Input {...register(`regulators.${index}.website`)} />
              </FormField>
              <FormField label={t('compliance.settings.regulatorAddress')}>
                <Input {...register(`regulators.${index}.address`)} />
              </FormField>
              <div className="flex items-end">
                <Button size="sm" variant="secondary" onClick={() => regulators.remove(index)}>
                  {t('compliance.settings.removeRegulator')}
                </Button>
              </div>
            </div>
          ))}
          {regulators.fields.length < 5 && (
            <Button size="sm" variant="secondary" onClick={() => regulators.append(emptyRegulator)}>
              {t('compliance.settings.addRegulator')}
            </Button>
          )}
        </fieldset>
        {canEdit && (
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('actions.saving') : t('actions.save')}
            </Button>
          </div>
        )}
      </fieldset>
    </Form>
  );
}

/** Screening threshold, the list's URL, the identity threshold, signals and regulators. */
export function SettingsPanel({ canEdit }: { canEdit: boolean }) {
  const settings = useComplianceSettings();
  return (
    <QueryState query={settings}>
      {(data) => <SettingsForm settings={data} canEdit={canEdit} />}
    </QueryState>
  );
}
