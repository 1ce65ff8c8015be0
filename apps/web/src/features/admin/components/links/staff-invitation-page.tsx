import { passwordPolicy } from '@giro/shared/accounts/password-policy';
import { acceptInvitationBodySchema } from '@giro/shared/agents/agent-contracts';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAcceptStaffInvitation, useCheckStaffInvitation } from '../../api/staff-invitation';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { CenteredCard } from '../layout/centered-card';

function InvitationForm({ token, email }: { token: string; email: string }) {
  const { t } = useAdminTranslation();
  const accept = useAcceptStaffInvitation();
  const form = useZodForm(acceptInvitationBodySchema, {
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  if (accept.isSuccess) return <Navigate to={paths.admin.path} replace />;
  return (
    <Form form={form} onSubmit={(body) => accept.mutate(body)} className="space-y-5">
      <FormField label={t('signIn.email')}>
        <Input type="email" autoComplete="username" value={email} readOnly />
      </FormField>
      <FormField label={t('invitation.password')} hint={t('invitation.passwordHint')}>
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={passwordPolicy.maxLength}
          {...form.register('password')}
        />
      </FormField>
      <FormField label={t('invitation.confirmation')}>
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={passwordPolicy.maxLength}
          {...form.register('password_confirmation')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? t('invitation.pending') : t('invitation.submit')}
      </Button>
    </Form>
  );
}

/**
 * /admin/invitation?token=…: the invited staff member chooses their own password, then the
 * console's gate asks them to enrol a second factor before anything opens.
 */
export function StaffInvitationPage() {
  const { t } = useAdminTranslation();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const { data, isError } = useCheckStaffInvitation(token);
  if (token === '' || isError || data?.valid === false) {
    return (
      <CenteredCard title={t('invitation.title')} lead={t('invitation.invalid')}>
        <a href={paths.admin.path} className="text-sm font-medium text-brand-700 underline">
          {t('invitation.signIn')}
        </a>
      </CenteredCard>
    );
  }
  return (
    <CenteredCard
      title={t('invitation.title')}
      lead={data?.valid ? t('invitation.lead', { name: data.first_name }) : t('loading')}
    >
      {data?.valid && <InvitationForm token={token} email={data.email} />}
    </CenteredCard>
  );
}
