import {
  type CardPrefixListName,
  cardPrefixSchema,
} from '@giro/shared/admin/card-prefix-admin-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
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
type ListForm = z.input<typeof listFormSchema>;

export type CardPrefixListFormProps = { list: CardPrefixListName; prefixes: string[] };

/** One card currency's prefix list, replaced as a whole. */
export function CardPrefixListForm({ list, prefixes }: CardPrefixListFormProps) {
  const { t } = useAdminTranslation();
  const save = useSaveCardPrefixList();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ListForm, unknown, z.output<typeof listFormSchema>>({
    resolver: zodResolver(listFormSchema),
    defaultValues: { text: prefixes.join('\n') },
  });
  const submit = handleSubmit(({ text }) => save.mutate({ list, prefixes: text }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <Field
        label={t('cardPrefixes.list', { list, count: prefixes.length })}
        hint={t('cardPrefixes.hint')}
        error={errors.text?.message}
      >
        <Textarea rows={8} className="font-mono" spellCheck={false} {...register('text')} />
      </Field>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t('actions.save')}
      </Button>
    </form>
  );
}
