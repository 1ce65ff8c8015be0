import {
  type CardPrefixListName,
  cardPrefixSchema,
} from '@giro/shared/admin/card-prefix-admin-contracts';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useSaveCardPrefixList } from '../../api/card-prefixes';
import { useAdminTranslation } from '../../lib/use-admin-translation';

// The operator pastes prefixes one per line (commas and spaces also separate them).
const listFormSchema = z.object({
  text: z
    .string()
    .transform((text) => text.split(/[\s,;]+/).filter((prefix) => prefix !== ''))
    .refine((prefixes) => prefixes.every((prefix) => cardPrefixSchema.safeParse(prefix).success), {
      error: 'validation.card_prefix',
    }),
});

export type CardPrefixListFormProps = { list: CardPrefixListName; prefixes: string[] };

/** One card currency's prefix list, replaced as a whole. */
export function CardPrefixListForm({ list, prefixes }: CardPrefixListFormProps) {
  const { t } = useAdminTranslation();
  const save = useSaveCardPrefixList();
  const form = useZodForm(listFormSchema, {
    mode: 'onSubmit',
    defaultValues: { text: prefixes.join('\n') },
  });

  return (
    <Form
      form={form}
      onSubmit={({ text }) => save.mutate({ list, prefixes: text })}
      className="space-y-3"
    >
      <FormField
        label={t('cardPrefixes.list', { list, count: prefixes.length })}
        hint={t('cardPrefixes.hint')}
      >
        <Textarea rows={8} className="font-mono" spellCheck={false} {...form.register('text')} />
      </FormField>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t('actions.save')}
      </Button>
    </Form>
  );
}
