import {
  type CreateStaffBody,
  type CreateStaffBodyInput,
  createStaffBodySchema,
} from '@giro/shared/admin/staff-contracts';
import { staffRoles } from '@giro/shared/admin/staff-roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCreateStaff } from '../../api/staff';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { FormDialog } from '../common/form-dialog';

const empty: CreateStaffBodyInput = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  role: 'operator',
};

/** A new operator or admin account, active at once with the password given here. */
export function StaffForm({ onClose }: { onClose: () => void }) {
  const { t } = useAdminTranslation();
  const create = useCreateStaff(onClose);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateStaffBodyInput, unknown, CreateStaffBody>({
    resolver: zodResolver(createStaffBodySchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const submit = handleSubmit((body) => create.mutate(body));

  return (
    <FormDialog
      open
      title={t('staff.addTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={create.isPending}
    >
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('staff.firstName')} error={errors.first_name?.message}>
          <Input autoComplete="off" {...register('first_name')} />
        </Field>
        <Field label={t('staff.lastName')} error={errors.last_name?.message}>
          <Input autoComplete="off" {...register('last_name')} />
        </Field>
      </div>
      <Field label={t('staff.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field
        label={t('staff.password')}
        hint={t('staff.passwordHint')}
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label={t('staff.role')} error={errors.role?.message}>
        <Select {...register('role')}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {t(`session.roles.${role}`)}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
