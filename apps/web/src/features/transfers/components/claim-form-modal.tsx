import { claimBodySchema, claimKinds } from '@giro/shared/compliance/claim-contracts';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { FormModal } from '@/components/ui/form-modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useFileClaim } from '../api/file-claim';

export type ClaimFormModalProps = { open: boolean; reference: string; onClose: () => void };

/** 'Informar un problema': what went wrong and the sender's own account of it. */
export function ClaimFormModal({ open, reference, onClose }: ClaimFormModalProps) {
  const { t } = useTranslation('transfers');
  const form = useZodForm(claimBodySchema, {
    defaultValues: { kind: 'not_received', description: '' },
  });
  const file = useFileClaim(reference, t('claims.filed'), () => {
    form.reset();
    onClose();
  });
  return (
    <FormModal
      open={open}
      title={t('claims.report')}
      onClose={onClose}
      form={form}
      onSubmit={(body) => file.mutate(body)}
      submitLabel={t('claims.send')}
      pending={file.isPending}
    >
      <p className="text-sm text-slate-600">{t('claims.explain')}</p>
      <FormField label={t('claims.kind')}>
        <Select {...form.register('kind')}>
          {claimKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`claims.kinds.${kind}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('claims.description')}>
        <Textarea maxLength={2000} {...form.register('description')} />
      </FormField>
    </FormModal>
  );
}
