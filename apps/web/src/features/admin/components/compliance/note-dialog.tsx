import { requiredText } from '@giro/shared/contact-info/text-fields';
import { useEffect } from 'react';
import { z } from 'zod';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { FormDialog } from '../common/form-dialog';

const noteSchema = z.object({ note: requiredText.max(2000, { error: 'validation.too_long' }) });

export type NoteDialogProps = {
  open: boolean;
  title: string;
  label: string;
  submitLabel: { idle: string; pending: string };
  pending: boolean;
  onClose: () => void;
  onSubmit: (note: string) => void;
};

/** A decision that needs the operator's reason (clear, block, reject, refund, answer). */
export function NoteDialog({ open, label, onSubmit, ...dialog }: NoteDialogProps) {
  const form = useZodForm(noteSchema, { defaultValues: { note: '' } });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ note: '' });
  }, [open, reset]);
  return (
    <FormDialog {...dialog} open={open} form={form} onSubmit={({ note }) => onSubmit(note)}>
      <FormField label={label}>
        <Textarea rows={4} maxLength={2000} {...form.register('note')} />
      </FormField>
    </FormDialog>
  );
}
