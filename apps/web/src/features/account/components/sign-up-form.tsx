import { signUpBodySchema } from '@giro/shared/accounts/auth-contracts';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmailInput } from '@/components/ui/email-input';
import { Field } from '@/components/ui/field';
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
type SignUpFormInput = z.input<typeof signUpFormSchema>;

const requiredToSubmit = ['fullname', 'email', 'password', 'confirm_password'] as const;

export type SignUpFormProps = { onSignedUp: (message: string) => void };

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation(['account', 'validation']);
  const freelancer = useAppStore((state) => state.freelancer);
  const signUp = useSignUp(onSignedUp);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SignUpFormInput, unknown, z.output<typeof signUpFormSchema>>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: { fullname: '', email: '', password: '', confirm_password: '', terms: false },
  });
  // Spec §5: the button stays disabled until the four fields hold something.
  const incomplete = useWatch({ control, name: requiredToSubmit }).some((value) => !value?.trim());
  const submit = handleSubmit(({ terms: _accepted, ...body }) =>
    signUp.mutate({ ...body, register_link: freelancer ?? '' }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <Field label={t('fields.fullname')} error={errors.fullname?.message}>
        <Input autoComplete="name" maxLength={maxTextLength} {...register('fullname')} />
      </Field>
      <Field label={t('fields.email')} error={errors.email?.message}>
        <EmailInput {...register('email')} />
      </Field>
      <PasswordPairFields
        passwordLabel={t('fields.password')}
        password={register('password')}
        passwordError={errors.password?.message}
        confirmation={register('confirm_password')}
        confirmationError={errors.confirm_password?.message}
      />
      <TermsCheckbox error={errors.terms?.message} {...register('terms')} />
      <SubmitButton
        label={t('signUp.submit')}
        pendingLabel={t('signUp.pending')}
        pending={signUp.isPending}
        disabled={incomplete}
      />
    </form>
  );
}
