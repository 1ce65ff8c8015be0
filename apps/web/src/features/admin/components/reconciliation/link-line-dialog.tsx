import {
  linkLineBodySchema,
  type StatementLine,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { FormDialog } from '../common/form-dialog';

export type LinkLineDialogProps = {
  line: StatementLine;
  /** The line's amount, formatted. */
  amount: string;
  pending: boolean;
  onLink: (reference: string) => void;
  onClose: () => void;
};

/** Names the order a line's money is for; the orders matching thought of are one click away. */
export function LinkLineDialog({ line, amount, pending, onLink, onClose }: LinkLineDialogProps) {
  const { t } = useAdminTranslation();
  const form = useZodForm(linkLineBodySchema, { defaultValues: { reference: '' } });
  return (
    <FormDialog
      open
      title={t('reconciliation.review.linkTitle', { amount })}
      onClose={onClose}
      form={form}
      onSubmit={({ reference }) => onLink(reference)}
      pending={pending}
      submitLabel={{
        idle: t('reconciliation.review.actions.link'),
        pending: t('actions.saving'),
      }}
    >
      <FormField
        label={t('reconciliation.review.linkReference')}
        hint={t('reconciliation.review.linkHint')}
      >
        <Input autoComplete="off" {...form.register('reference')} />
      </FormField>
      {line.candidates.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t('reconciliation.review.candidates')}</span>
          {line.candidates.map((candidate) => (
            <Button
              key={candidate.reference}
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => form.setValue('reference', candidate.reference)}
            >
              {candidate.reference} · {candidate.sender_name}
            </Button>
          ))}
        </div>
      )}
    </FormDialog>
  );
}
