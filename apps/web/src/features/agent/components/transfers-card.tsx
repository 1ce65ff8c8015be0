import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDownloadAgentTransfers } from '../api/download-agent-transfers';
import { useAgentTransfers } from '../api/get-agent-transfers';
import { useTransferFilters } from '../lib/transfer-filters';
import { AgentCard } from './agent-card';
import { DataTable } from './data-table';
import { LoadState } from './load-state';
import { useTransferColumns } from './transfer-columns';
import { TransferFilters } from './transfer-filters';

/** The transfers that came through the agent's link, with filters and a CSV export. */
export function TransfersCard() {
  const { t } = useTranslation('agent');
  const { filters, setFilter, clearFilters } = useTransferFilters();
  const transfers = useAgentTransfers(filters);
  const download = useDownloadAgentTransfers();
  const columns = useTransferColumns();
  return (
    <AgentCard
      title={t('transfers.title')}
      lead={t('transfers.lead')}
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabled={download.isPending}
          onClick={() => download.mutate(filters)}
        >
          {download.isPending ? t('transfers.exporting') : t('transfers.export')}
        </Button>
      }
    >
      <TransferFilters filters={filters} onChange={setFilter} onClear={clearFilters} />
      <div className="mt-5" aria-busy={transfers.isFetching}>
        <LoadState query={transfers}>
          {(data) =>
            data.transfers.length === 0 ? (
              <p className="text-slate-600">{t('transfers.empty')}</p>
            ) : (
              <>
                <DataTable
                  caption={t('transfers.title')}
                  columns={columns}
                  rows={data.transfers}
                  rowKey={(row) => row.reference}
                />
                {data.truncated && (
                  <p className="mt-4 text-sm text-slate-600">
                    {t('transfers.truncated', { count: data.transfers.length })}
                  </p>
                )}
              </>
            )
          }
        </LoadState>
      </div>
    </AgentCard>
  );
}
