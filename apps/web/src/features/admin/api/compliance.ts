import {
  type ComplianceSettingsBody,
  complianceSettingsSchema,
} from '@giro/shared/compliance/compliance-settings-contracts';
import {
  adminHoldQueueItemSchema,
  adminHoldQueueSchema,
  type HoldDecisionBody,
} from '@giro/shared/compliance/hold-admin-contracts';
import {
  adminIdentityListSchema,
  adminIdentitySchema,
  type IdentityDecisionBody,
} from '@giro/shared/compliance/identity-admin-contracts';
import type { IdentityStatus } from '@giro/shared/compliance/identity-contracts';
import {
  type SenderLimitBody,
  senderLimitListSchema,
  senderLimitSchema,
} from '@giro/shared/compliance/limit-contracts';
import {
  adminClaimListSchema,
  adminClaimSchema,
  adminRefundListSchema,
  adminRefundSchema,
  type ClaimAnswerBody,
} from '@giro/shared/compliance/refund-claim-admin-contracts';
import {
  sanctionsImportResultSchema,
  sanctionsListVersionsSchema,
} from '@giro/shared/compliance/sanctions-admin-contracts';
import {
  adminClearanceListSchema,
  clearanceRevokedSchema,
  screeningStatusSchema,
} from '@giro/shared/compliance/screening-admin-contracts';
import { signalsSchema } from '@giro/shared/compliance/signal-contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const key = (...parts: string[]) => [...adminKeys.compliance, ...parts];
/** Every compliance read: a decision anywhere (a hold, an identity, a refund) may change others. */
const invalidates = adminKeys.compliance;

/** A work queue: read afresh each time it is opened, and every half minute while open. */
const queue = { staleTime: 0, refetchInterval: 30_000 } as const;

export const useHolds = () =>
  useQuery(
    queryOptions({
      queryKey: key('holds'),
      queryFn: ({ signal }) =>
        api.get('/api/admin/compliance/holds', adminHoldQueueSchema, {
          signal,
          query: { reason: 'sanctions' },
        }),
      ...queue,
    }),
  );

export function useDecideHold(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number; body: HoldDecisionBody }) =>
      api.post(`/api/admin/compliance/holds/${id}/decision`, adminHoldQueueItemSchema, body),
    invalidates,
    onSaved,
  });
}

export const useIdentities = (status: IdentityStatus) =>
  useQuery(
    queryOptions({
      queryKey: key('identity', status),
      queryFn: ({ signal }) =>
        api.get('/api/admin/compliance/identity', adminIdentityListSchema, {
          signal,
          query: { status },
        }),
    }),
  );

export function useDecideIdentity(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: IdentityDecisionBody }) =>
      api.post(`/api/admin/compliance/identity/${id}/decision`, adminIdentitySchema, body),
    invalidates,
    onSaved,
  });
}

/** The photo of an ID, fetched with the staff session (each view is audited by the server). */
export function useIdentityImage() {
  return useMutation({
    mutationFn: (id: string) => api.blob(`/api/admin/identity-documents/${id}`),
    onError: (error: Error) => notify.error(error.message),
  });
}

export const useSignals = () =>
  useQuery(
    queryOptions({
      queryKey: key('signals'),
      queryFn: ({ signal }) => api.get('/api/admin/compliance/signals', signalsSchema, { signal }),
    }),
  );

export const useRefunds = (status: 'open' | 'done') =>
  useQuery(
    queryOptions({
      queryKey: key('refunds', status),
      queryFn: ({ signal }) =>
        api.get('/api/admin/compliance/refunds', adminRefundListSchema, {
          signal,
          query: { status },
        }),
    }),
  );

export function useMarkRefunded(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ reference, note }: { reference: string; note: string }) =>
      api.post(
        `/api/admin/compliance/refunds/${encodeURIComponent(reference)}/refunded`,
        adminRefundSchema,
        { note },
      ),
    invalidates,
    onSaved,
  });
}

export const useClaims = (status: 'open' | 'done') =>
  useQuery(
    queryOptions({
      queryKey: key('claims', status),
      queryFn: ({ signal }) =>
        api.get('/api/admin/compliance/claims', adminClaimListSchema, {
          signal,
          query: { status },
        }),
    }),
  );

export function useAnswerClaim(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: ClaimAnswerBody }) =>
      api.post(`/api/admin/compliance/claims/${id}/answer`, adminClaimSchema, body),
    invalidates,
    onSaved,
  });
}

export const useListVersions = () =>
  useQuery(
    queryOptions({
      queryKey: key('lists'),
      queryFn: ({ signal }) =>
        api.get('/api/admin/compliance/sanctions-lists', sanctionsListVersionsSchema, { signal }),
    }),
  );

/** `confirmSmaller`: the admin confirmed a list with under half the entries in force. */
export type ListImport = { file?: File; confirmSmaller?: boolean };

const confirmed = ({ confirmSmaller }: ListImport) => ({
  query: { confirm_smaller: confirmSmaller ? 'true' : undefined },
});

/** An upload (`file`) or a fetch from the settings' URL (no file). */
export function useImportList() {
  return useAdminMutation({
    mutationFn: (request: ListImport) => {
      if (request.file === undefined) {
        const path = '/api/admin/compliance/sanctions-lists/fetch';
        return api.post(path, sanctionsImportResultSchema, undefined, confirmed(request));
      }
      const body = new FormData();
      body.append('file', request.file);
      const path = '/api/admin/compliance/sanctions-lists';
      return api.post(path, sanctionsImportResultSchema, body, confirmed(request));
    },
    invalidates,
  });
}

export const useComplianceSettings = () =>
  useQuery(
    queryOptions({
      queryKey: key('settings'),
      queryFn: ({ signal }) =>
        api.get('/api/admin/compliance/settings', complianceSettingsSchema, { signal }),
    }),
  );

export function useSaveComplianceSettings() {
  return useAdminMutation({
    mutationFn: (body: ComplianceSettingsBody) =>
      api.put('/api/admin/compliance/settings', complianceSettingsSchema, body),
    invalidates,
  });
}

export const useLimits = () =>
  useQuery(
    queryOptions({
      queryKey: key('limits'),
      queryFn: ({ signal }) =>
        api.get('/api/admin/compliance/limits', senderLimitListSchema, { signal }),
    }),
  );

export function useSaveLimit(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ currency, body }: { currency: string; body: SenderLimitBody }) =>
      api.put(`/api/admin/compliance/limits/${currency}`, senderLimitSchema, body),
    invalidates,
    onSaved,
  });
}

/** Whether orders are screened now: the console's banner on every screen reads it. */
export const useScreeningStatus = () =>
  useQuery(
    queryOptions({
      queryKey: key('screening'),
      queryFn: ({ signal }) =>
        api.get('/api/admin/compliance/screening', screeningStatusSchema, { signal }),
      refetchInterval: 60_000,
    }),
  );

export const useClearances = (status: 'active' | 'revoked') =>
  useQuery(
    queryOptions({
      queryKey: key('clearances', status),
      queryFn: ({ signal }) =>
        api.get('/api/admin/compliance/clearances', adminClearanceListSchema, {
          signal,
          query: { status },
        }),
    }),
  );

export function useRevokeClearance(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.post(`/api/admin/compliance/clearances/${id}/revoke`, clearanceRevokedSchema, { note }),
    invalidates,
    onSaved,
  });
}
