import {
  type ReconciliationAccount,
  type StatementLinesQuery,
  statementLinesPageSize,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useConfirmLines, useStatementLines } from '../../api/statement-lines';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { QueryState } from '../common/query-state';
import { type ReviewTab, ReviewTabs } from './review-tabs';
import { StatementLinesTable } from './statement-lines-table';

/** The lines a tab lists: open ones of one result, or the decided ones, or every line. */
function queryOf(tab: ReviewTab, page: number): StatementLinesQuery {
  if (tab === 'decided' || tab === 'all') return { view: tab, page };
  return { view: 'open', result: tab, page };
}

const confirmable: readonly ReviewTab[] = ['matched', 'probable'];

/**
 * The account's statement lines by what matching found, each beside its order: matched and
 * probable ones are confirmed one by one or in bulk; the rest each take their own decision.
 */
export function StatementReview({ account }: { account: ReconciliationAccount }) {
  const { t } = useAdminTranslation();
  const [tab, setTab] = useState<ReviewTab>('matched');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const lines = useStatementLines(account.id, queryOf(tab, page));
  const confirm = useConfirmLines((result) => {
    setSelected(new Set());
    notify.success(t('reconciliation.review.confirmedSummary', { ...result }));
  });
  const choose = (next: ReviewTab) => {
    setTab(next);
    setPage(1);
    setSelected(new Set());
  };

  return (
    <AdminSection
      title={t('reconciliation.review.title')}
      description={t('reconciliation.review.description')}
    >
      <QueryState query={lines}>
        {(found) => {
          const pages = Math.max(1, Math.ceil(found.total / statementLinesPageSize));
          const bulk = confirmable.includes(tab);
          return (
            <div className="space-y-4">
              <ReviewTabs value={tab} open={found.open} onChange={choose} />
              {bulk && found.items.length > 0 && (
                <Button
                  disabled={selected.size === 0 || confirm.isPending}
                  onClick={() => confirm.mutate([...selected])}
                >
                  {t('reconciliation.review.confirmSelected', { count: selected.size })}
                </Button>
              )}
              {found.items.length === 0 ? (
                <p className="text-sm text-slate-500">{t('reconciliation.review.empty')}</p>
              ) : (
                <StatementLinesTable
                  lines={found.items}
                  selectable={bulk}
                  selected={selected}
                  onSelect={setSelected}
                />
              )}
              {pages > 1 && (
                <div className="flex items-center gap-3 text-sm">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page === 1}
                    onClick={() => setPage(page - 1)}
                  >
                    {t('reconciliation.review.previous')}
                  </Button>
                  <span>{t('reconciliation.review.page', { page, pages })}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    {t('reconciliation.review.next')}
                  </Button>
                </div>
              )}
            </div>
          );
        }}
      </QueryState>
    </AdminSection>
  );
}
