import { signUpBodySchema } from '@giro/shared/accounts/auth-contracts';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmailInput } from '@/components/ui/email-input';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAppStore } from '@/lib/store/app-store';
import { useSignUp } from '../api/sign-up';
import { PasswordPairFields } from './password-pair-fields';
import { SubmitButton } from './submit-button';
import { TermsCheckbox } from './terms-checkbox';

/** The call's body plus the 18+ terms box, which only the form needs (spec §5, §9). */
const signUpFormSchema = signUpBodySchema.safeExtend({
  terms: z.boolean().refine((accepted) => accepted, { error: 'account.terms_required' }),
});

const requiredToSubmit = ['fullname', 'email', 'password', 'confirm_password'] as const;

export type SignUpFormProps = { onSignedUp: (message: string) => void };

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation(['account', 'validation']);
  const freelancer = useAppStore((state) => state.freelancer);
  const signUp = useSignUp(onSignedUp);
  const form = useZodForm(signUpFormSchema, {
    defaultValues: { fullname: '', email: '', password: '', confirm_password: '', terms: false },
  });
  // Spec §5: the button stays disabled until the four fields hold something.
  const incomplete = useWatch({ control: form.control, name: requiredToSubmit }).some(
    (value) => !value?.trim(),
  );

  return (
    <Form
      form={form}
      onSubmit={({ terms: _accepted, ...body }) =>
        signUp.mutate({ ...body, register_link: freelancer ?? '' })
      }
      className="space-y-5"
    >
      {/* Reserved error lines keep the terms box still when a field's error appears on blur. */}
      <FormField label={t('fields.fullname')} reserveErrorLine>
        <Input autoComplete="name" maxLength={maxTextLength} {...form.register('fullname')} />
      </FormField>
      <FormField label={t('fields.email')} reserveErrorLine>
        <EmailInput {...form.register('email')} />
      </FormField>
      <PasswordPairFields
        passwordLabel={t('fields.password')}
        password={form.register('password')}
        confirmation={form.register('confirm_password')}
      />
      <TermsCheckbox {...form.register('terms')} />
      <SubmitButton
        label={t('signUp.submit')}
        pendingLabel={t('signUp.pending')}
        pending={signUp.isPending}
        disabled={incomplete}
      />
    </Form>
  );
}
