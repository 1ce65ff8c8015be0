import {
  type CreateStaffBodyInput,
  createStaffBodySchema,
} from '@giro/shared/admin/staff-contracts';
import { staffRoles } from '@giro/shared/admin/staff-roles';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCreateStaff } from '../../api/staff';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { FormDialog } from '../common/form-dialog';

const empty: CreateStaffBodyInput = {
  first_name: '',
  last_name: '',
  email: '',
  role: 'operator',
};

/**
 * Invites an operator or admin: they are mailed a single-use link to choose their own password,
 * then enrol a second factor. Nobody else ever knows their password.
 */
export function StaffForm({ onClose }: { onClose: () => void }) {
  const { t } = useAdminTranslation();
  const create = useCreateStaff(onClose);
  const form = useZodForm(createStaffBodySchema, { defaultValues: empty });

  return (
    <FormDialog
      open
      title={t('staff.addTitle')}
      submitLabel={{ idle: t('staff.invite'), pending: t('staff.inviting') }}
      onClose={onClose}
      form={form}
      onSubmit={(body) => create.mutate(body)}
      pending={create.isPending}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('staff.firstName')}>
          <Input autoComplete="off" {...form.register('first_name')} />
        </FormField>
        <FormField label={t('staff.lastName')}>
          <Input autoComplete="off" {...form.register('last_name')} />
        </FormField>
      </div>
      <p className="text-sm text-slate-600">{t('staff.inviteHint')}</p>
      <FormField label={t('staff.email')}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label={t('staff.role')}>
        <Select {...form.register('role')}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {t(`session.roles.${role}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </FormDialog>
  );
}
