import {
  type AdminDestination,
  type DestinationBody,
  type DestinationBodyInput,
  destinationBodySchema,
} from '@giro/shared/admin/destination-admin-contracts';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useSaveDestination } from '../../api/destinations';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { CheckboxField } from '../common/checkbox-field';
import { EnabledBadge } from '../common/enabled-badge';

/** One destination's switch and the notices the storefront shows while it is closed. */
export function DestinationForm({ destination }: { destination: AdminDestination }) {
  const { t } = useAdminTranslation();
  const save = useSaveDestination();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DestinationBodyInput, unknown, DestinationBody>({
    resolver: zodResolver(destinationBodySchema),
    defaultValues: {
      enabled: destination.enabled,
      direct: destination.direct,
      notice_es: destination.notice_es ?? '',
      notice_en: destination.notice_en ?? '',
    },
  });
  const submit = handleSubmit((body) => save.mutate({ code: destination.code, body }));

  return (
    <form
      noValidate
      aria-label={destination.code}
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-brand-900">{destination.code}</h3>
        <EnabledBadge enabled={destination.enabled} />
      </div>
      <CheckboxField label={t('destinations.enabled')} {...register('enabled')} />
      <CheckboxField label={t('destinations.direct')} {...register('direct')} />
      <Field label={t('destinations.noticeEs')} error={errors.notice_es?.message}>
        <Textarea rows={2} maxLength={maxTextLength} {...register('notice_es')} />
      </Field>
      <Field label={t('destinations.noticeEn')} error={errors.notice_en?.message}>
        <Textarea rows={2} maxLength={maxTextLength} {...register('notice_en')} />
      </Field>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t('actions.save')}
      </Button>
    </form>
  );
}
