import { signInBodySchema } from '@giro/shared/accounts/auth-contracts';
import { passwordPolicy } from '@giro/shared/accounts/password-policy';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type StaffSecondStep, useStaffSession } from '../../api/staff-session';
import { useConsoleSecurity } from '../../lib/console-security';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { CenteredCard } from './centered-card';

/**
 * Staff sign in with the same call and protections as senders, then prove their second factor
 * (an account without one enrols it next, before the console opens).
 */
export function StaffSignIn() {
  const { t } = useAdminTranslation();
  const { secondStep: SecondStep } = useConsoleSecurity();
  const [pending, setPending] = useState<StaffSecondStep | null>(null);
  const { signIn, finishSignIn } = useStaffSession(setPending);
  const form = useZodForm(signInBodySchema, { defaultValues: { email: '', password: '' } });

  if (pending !== null) {
    return (
      <CenteredCard title={t('signIn.secondStepTitle')} lead={t('signIn.secondStepLead')}>
        <SecondStep {...pending} onSignedIn={finishSignIn} onRestart={() => setPending(null)} />
      </CenteredCard>
    );
  }
  return (
    <CenteredCard title={t('signIn.title')} lead={t('signIn.lead')}>
      <Form form={form} onSubmit={(body) => signIn.mutate(body)} className="space-y-5">
        <FormField label={t('signIn.email')}>
          <Input
            type="email"
            autoComplete="username"
            maxLength={maxTextLength}
            {...form.register('email')}
          />
        </FormField>
        <FormField label={t('signIn.password')}>
          <Input
            type="password"
            autoComplete="current-password"
            maxLength={passwordPolicy.maxLength}
            {...form.register('password')}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? t('signIn.pending') : t('signIn.submit')}
        </Button>
      </Form>
    </CenteredCard>
  );
}
