import {
  type ConfirmLinesResult,
  confirmLinesResultSchema,
  type DifferenceDecisionBody,
  type StatementLinesQuery,
  statementLinePageSchema,
  statementLineSchema,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

function statementLinesQuery(accountId: number, query: StatementLinesQuery) {
  return queryOptions({
    queryKey: [...adminKeys.reconciliation, 'lines', accountId, query],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/reconciliation/accounts/${accountId}/lines`, statementLinePageSchema, {
        signal,
        query: { view: query.view, result: query.result, page: String(query.page) },
      }),
    placeholderData: keepPreviousData,
  });
}

export const useStatementLines = (accountId: number, query: StatementLinesQuery) =>
  useQuery(statementLinesQuery(accountId, query));

/** A decision on one line; the lines, the accounts' counts and the orders are stale after it. */
export type LineDecision =
  | { id: number; action: 'confirm' | 'not-ours' }
  | { id: number; action: 'difference'; body: DifferenceDecisionBody }
  | { id: number; action: 'link'; reference: string };

function decideLine(decision: LineDecision) {
  const base = `/api/admin/reconciliation/lines/${decision.id}` as const;
  switch (decision.action) {
    case 'confirm':
      return api.post(`${base}/confirm`, statementLineSchema);
    case 'not-ours':
      return api.post(`${base}/not-ours`, statementLineSchema);
    case 'difference':
      return api.post(`${base}/difference`, statementLineSchema, decision.body);
    case 'link':
      return api.post(`${base}/link`, statementLineSchema, { reference: decision.reference });
  }
}

export function useDecideLine(onSaved?: () => void) {
  return useAdminMutation({
    mutationFn: decideLine,
    invalidates: adminKeys.reconciliation,
    onSaved,
  });
}

function confirmLines(ids: number[]) {
  return api.post('/api/admin/reconciliation/lines/confirm', confirmLinesResultSchema, { ids });
}

export function useConfirmLines(onSaved?: (result: ConfirmLinesResult) => void) {
  return useAdminMutation({
    mutationFn: confirmLines,
    invalidates: adminKeys.reconciliation,
    onSaved,
  });
}
