import type { AgentTransfersQuery } from '@giro/shared/agents/agent-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';

/** `giro-agent-transfers-2026-11-paid.csv`: the filters name the file. */
function fileNameFor({ month, status }: AgentTransfersQuery): string {
  return ['giro-agent-transfers', month, status].filter(Boolean).join('-').concat('.csv');
}

async function downloadAgentTransfers(filters: AgentTransfersQuery): Promise<void> {
  const csv = await api.blob('/api/agent/transfers.csv', {
    query: { month: filters.month, status: filters.status },
  });
  saveBlob(csv, fileNameFor(filters));
}

/** The listed transfers as CSV, fetched with the session's headers and saved by the browser. */
export function useDownloadAgentTransfers() {
  return useMutation({
    mutationFn: downloadAgentTransfers,
    onError: (error: Error) => notify.error(error.message),
  });
}
