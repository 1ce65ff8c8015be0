import type { StaffMember } from '@giro/shared/admin/staff-contracts';
import { type StaffRole, staffRoleSchema, staffRoles } from '@giro/shared/admin/staff-roles';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Select } from '@/components/ui/select';
import { useResetStaffFactors, useUpdateStaff } from '../../api/staff';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { cellClass } from '../common/admin-table';
import { EnabledBadge } from '../common/enabled-badge';

export type StaffRowProps = { member: StaffMember; isMe: boolean };

/** One staff account: change its role or access at once, reset its factors (never one's own). */
export function StaffRow({ member, isMe }: StaffRowProps) {
  const { t } = useAdminTranslation();
  const update = useUpdateStaff();
  const [confirming, setConfirming] = useState(false);
  const reset = useResetStaffFactors(() => setConfirming(false));
  const change = (body: { role: StaffRole; active: boolean }) =>
    update.mutate({ id: member.id, body });
  const name = `${member.first_name} ${member.last_name}`.trim();

  return (
    <tr>
      <th scope="row" className={`${cellClass} font-medium`}>
        {name}
        {isMe && <span className="ml-2 text-xs text-slate-500">{t('staff.you')}</span>}
      </th>
      <td className={cellClass}>{member.email}</td>
      <td className={cellClass}>
        <Select
          aria-label={t('staff.roleOf', { name })}
          value={member.role}
          disabled={isMe || update.isPending}
          onChange={(event) =>
            change({ role: staffRoleSchema.parse(event.target.value), active: member.active })
          }
          className="h-9 text-sm"
        >
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {t(`session.roles.${role}`)}
            </option>
          ))}
        </Select>
      </td>
      <td className={cellClass}>
        {member.invited ? (
          <span className="text-sm text-amber-800">{t('staff.invited')}</span>
        ) : (
          <EnabledBadge enabled={member.active} />
        )}
      </td>
      <td className={cellClass}>
        {member.second_factor ? t('staffFactors.on') : t('staffFactors.off')}
      </td>
      <td className={`${cellClass} space-x-2 whitespace-nowrap`}>
        <Button
          size="sm"
          variant={member.active ? 'danger' : 'secondary'}
          disabled={isMe || update.isPending}
          onClick={() => change({ role: member.role, active: !member.active })}
        >
          {member.active ? t('staff.disable', { name }) : t('staff.enable', { name })}
        </Button>
        {!isMe && member.second_factor && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('staffFactors.resetLabel', { name })}
            onClick={() => setConfirming(true)}
          >
            {t('staffFactors.reset')}
          </Button>
        )}
        <ConfirmModal
          open={confirming}
          title={t('staffFactors.confirmTitle')}
          onClose={() => setConfirming(false)}
          onConfirm={() => reset.mutate(member.id)}
          pending={reset.isPending}
        >
          {t('staffFactors.confirmText', { name })}
        </ConfirmModal>
      </td>
    </tr>
  );
}
