import {
  type AdminDestination,
  destinationBodySchema,
} from '@giro/shared/admin/destination-admin-contracts';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useSaveDestination } from '../../api/destinations';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { CheckboxField } from '../common/checkbox-field';
import { EnabledBadge } from '../common/enabled-badge';

/** One destination's switch and the notices the storefront shows while it is closed. */
export function DestinationForm({ destination }: { destination: AdminDestination }) {
  const { t } = useAdminTranslation();
  const save = useSaveDestination();
  const form = useZodForm(destinationBodySchema, {
    mode: 'onSubmit',
    defaultValues: {
      enabled: destination.enabled,
      direct: destination.direct,
      notice_es: destination.notice_es ?? '',
      notice_en: destination.notice_en ?? '',
    },
  });

  return (
    <Form
      form={form}
      onSubmit={(body) =>
        save.mutate(
          { code: destination.code, body },
          { onError: (error) => showServerFieldErrors(form, error) },
        )
      }
      aria-label={destination.code}
      className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-brand-900">{destination.code}</h3>
        <EnabledBadge enabled={destination.enabled} />
      </div>
      <CheckboxField label={t('destinations.enabled')} {...form.register('enabled')} />
      <CheckboxField label={t('destinations.direct')} {...form.register('direct')} />
      <FormField label={t('destinations.noticeEs')}>
        <Textarea rows={2} maxLength={maxTextLength} {...form.register('notice_es')} />
      </FormField>
      <FormField label={t('destinations.noticeEn')}>
        <Textarea rows={2} maxLength={maxTextLength} {...form.register('notice_en')} />
      </FormField>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t('actions.save')}
      </Button>
    </Form>
  );
}
