import {
  type CreateStaffBody,
  staffMemberSchema,
  type UpdateStaffBody,
} from '@giro/shared/admin/staff-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const staffQuery = queryOptions({
  queryKey: adminKeys.staff,
  queryFn: ({ signal }) => api.get('/api/admin/staff', z.array(staffMemberSchema), { signal }),
});

export const useStaff = () => useQuery(staffQuery);

export function useCreateStaff(onSaved?: () => void) {
  return useAdminMutation({
    mutationFn: (body: CreateStaffBody) => api.post('/api/admin/staff', staffMemberSchema, body),
    invalidates: adminKeys.staff,
    onSaved,
  });
}

export function useUpdateStaff() {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStaffBody }) =>
      api.put(`/api/admin/staff/${encodeURIComponent(id)}`, staffMemberSchema, body),
    invalidates: adminKeys.staff,
  });
}

/** An admin removes another staff member's factors (a lost phone); audited by the server. */
export function useResetStaffFactors(onSaved?: () => void) {
  return useAdminMutation({
    mutationFn: (id: string) =>
      api.post(`/api/admin/staff/${encodeURIComponent(id)}/reset-factors`, staffMemberSchema),
    invalidates: adminKeys.staff,
    onSaved,
  });
}
