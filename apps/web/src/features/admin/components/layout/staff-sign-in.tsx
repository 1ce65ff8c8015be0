import { type SignInBodyInput, signInBodySchema } from '@giro/shared/accounts/auth-contracts';
import { passwordPolicy } from '@giro/shared/accounts/password-policy';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useStaffSession } from '../../api/staff-session';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { CenteredCard } from './centered-card';

/** Staff sign in with the same call and protections as senders. */
export function StaffSignIn() {
  const { t } = useAdminTranslation();
  const { signIn } = useStaffSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInBodyInput>({
    resolver: zodResolver(signInBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit((body) => signIn.mutate(body));

  return (
    <CenteredCard title={t('signIn.title')} lead={t('signIn.lead')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <Field label={t('signIn.email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="username"
            maxLength={maxTextLength}
            {...register('email')}
          />
        </Field>
        <Field label={t('signIn.password')} error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            maxLength={passwordPolicy.maxLength}
            {...register('password')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? t('signIn.pending') : t('signIn.submit')}
        </Button>
      </form>
    </CenteredCard>
  );
}
