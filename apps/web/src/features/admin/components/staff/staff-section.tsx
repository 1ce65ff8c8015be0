import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useStaff } from '../../api/staff';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { AdminTable } from '../common/admin-table';
import { QueryState } from '../common/query-state';
import { StaffForm } from './staff-form';
import { StaffRow } from './staff-row';

const headers = ['name', 'email', 'role', 'status', 'secondFactor', 'actions'];

/** Operator and admin accounts (admins only). */
export function StaffSection({ myId }: { myId: string }) {
  const { t } = useAdminTranslation();
  const staff = useStaff();
  const [adding, setAdding] = useState(false);

  return (
    <AdminSection
      title={t('staff.title')}
      description={t('staff.description')}
      actions={
        <Button size="sm" onClick={() => setAdding(true)}>
          {t('staff.add')}
        </Button>
      }
    >
      <QueryState query={staff}>
        {(list) => (
          <AdminTable
            caption={t('staff.title')}
            headers={headers.map((key) =>
              key === 'secondFactor' ? t('staffFactors.column') : t(`staff.columns.${key}`),
            )}
          >
            {list.map((member) => (
              <StaffRow key={member.id} member={member} isMe={member.id === myId} />
            ))}
          </AdminTable>
        )}
      </QueryState>
      {adding && <StaffForm onClose={() => setAdding(false)} />}
    </AdminSection>
  );
}
