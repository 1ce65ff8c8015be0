import type {
  AdminHoldQueueItem,
  HoldDecisionBody,
} from '@giro/shared/compliance/hold-admin-contracts';
import type { ScreeningMatch } from '@giro/shared/compliance/screening-match';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { getHref, paths } from '@/config/paths';
import { useDecideHold, useHolds } from '../../api/compliance';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { useMoney } from '../../lib/use-money';
import { AdminTable, cellClass } from '../common/admin-table';
import { QueryState } from '../common/query-state';
import { NoteDialog } from './note-dialog';

/** What matched, beside the order: who, how written, the entry (program, remarks) and the score. */
export function MatchesTable({ matches, caption }: { matches: ScreeningMatch[]; caption: string }) {
  const { t } = useAdminTranslation();
  return (
    <AdminTable
      caption={caption}
      headers={[
        t('compliance.match.party'),
        t('compliance.match.screened'),
        t('compliance.match.entry'),
        t('compliance.match.program'),
        t('compliance.match.remarks'),
        t('compliance.match.score'),
      ]}
    >
      {matches.map((match) => (
        <tr key={`${match.party}-${match.kind}-${match.ent_num ?? match.screened}`}>
          <td className={cellClass}>{t(`compliance.match.parties.${match.party}`)}</td>
          <td className={cellClass}>
            {match.screened}
            <span className="block text-xs text-slate-500">
              {t(`compliance.match.kinds.${match.kind}`)}
            </span>
          </td>
          <td className={cellClass}>
            {match.entry_name ?? '—'}
            {match.matched_name && match.matched_name !== match.entry_name && (
              <span className="block text-xs text-slate-500">
                {t('compliance.match.alias', { name: match.matched_name })}
              </span>
            )}
            {match.ent_num !== null && (
              <span className="block text-xs text-slate-500">#{match.ent_num}</span>
            )}
          </td>
          <td className={cellClass}>{match.programs.join(', ') || '—'}</td>
          <td className={`${cellClass} max-w-sm text-xs [overflow-wrap:anywhere]`}>
            {match.remarks ?? '—'}
          </td>
          <td className={cellClass}>{Math.round(match.score * 100)} %</td>
        </tr>
      ))}
    </AdminTable>
  );
}

type Decision = { item: AdminHoldQueueItem; decision: HoldDecisionBody['decision'] };

function ReviewItem({
  item,
  onDecide,
}: {
  item: AdminHoldQueueItem;
  onDecide: (d: Decision) => void;
}) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const money = useMoney();
  const { order } = item;
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p>
          <Link
            to={getHref(paths.adminOrder.path, { reference: order.reference })}
            className="font-semibold text-brand-700 hover:underline"
          >
            {order.reference}
          </Link>
          {' · '}
          {t('compliance.reviews.parties', {
            sender: `${order.sender_name} (${order.sender_email})`,
            receiver: order.receiver_name,
          })}
          {' · '}
          {money(order.total, order.currency)}
        </p>
        <time dateTime={item.created_at} className="text-slate-500">
          {dateTime(item.created_at)}
        </time>
      </div>
      <MatchesTable
        matches={item.matches}
        caption={t('compliance.reviews.matchesOf', { reference: order.reference })}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onDecide({ item, decision: 'clear' })}>
          {t('compliance.reviews.clear')}
        </Button>
        <Button size="sm" variant="danger" onClick={() => onDecide({ item, decision: 'block' })}>
          {t('compliance.reviews.block')}
        </Button>
      </div>
    </li>
  );
}

/** Orders held by screening, oldest first: the operator clears a false positive or blocks. */
export function ReviewsPanel() {
  const { t } = useAdminTranslation();
  const holds = useHolds();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const decide = useDecideHold(() => setDeciding(null));
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('compliance.reviews.description')}</p>
      <QueryState query={holds}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-slate-600">{t('compliance.reviews.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((item) => (
                <ReviewItem key={item.id} item={item} onDecide={setDeciding} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <NoteDialog
        open={deciding !== null}
        title={
          deciding === null
            ? ''
            : t(`compliance.reviews.${deciding.decision}Title`, {
                reference: deciding.item.order.reference,
              })
        }
        label={t('compliance.reviews.reason')}
        submitLabel={{
          idle: t(`compliance.reviews.submit.${deciding?.decision ?? 'clear'}`),
          pending: t('actions.saving'),
        }}
        pending={decide.isPending}
        onClose={() => setDeciding(null)}
        onSubmit={(note) => {
          if (deciding === null) return;
          decide.mutate({ id: deciding.item.id, body: { decision: deciding.decision, note } });
        }}
      />
    </>
  );
}
