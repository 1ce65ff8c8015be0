import type { StatementLine } from '@giro/shared/reconciliation/reconciliation-contracts';
import Big from 'big.js';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { type LineDecision, useDecideLine } from '../../api/statement-lines';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { useMoney } from '../../lib/use-money';
import { LinkLineDialog } from './link-line-dialog';

/** How a line is named in its buttons' labels: its amount and day. */
export type LineLabel = { amount: string; date: string };

type Asking = 'accept' | 'request_difference' | 'not-ours' | 'link' | null;

/** Who decided what, once the line is decided. */
function Decided({ line }: { line: StatementLine }) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  if (line.decision === null) return null;
  return (
    <p className="text-sm">
      <span className="font-medium">{t(`reconciliation.decisions.${line.decision}`)}</span>
      {line.decided_by && line.decided_at && (
        <span className="block text-xs text-slate-500">
          {line.decided_by}, {dateTime(line.decided_at)}
        </span>
      )}
    </p>
  );
}

/** The decisions a line takes now: confirm; accept or ask for the difference; link or not ours. */
export function LineActions({ line, label }: { line: StatementLine; label: LineLabel }) {
  const { t } = useAdminTranslation();
  const money = useMoney();
  const [asking, setAsking] = useState<Asking>(null);
  const decide = useDecideLine(() => setAsking(null));
  const run = (decision: LineDecision) => decide.mutate(decision);
  const button = (
    action: string,
    onClick: () => void,
    variant: 'primary' | 'secondary' = 'secondary',
  ) => (
    <Button
      size="sm"
      variant={variant}
      disabled={decide.isPending}
      aria-label={t('reconciliation.review.actionLabel', {
        ...label,
        action: t(`reconciliation.review.actions.${action}`),
      })}
      onClick={onClick}
    >
      {t(`reconciliation.review.actions.${action}`)}
    </Button>
  );

  const waiting = line.decision === null || line.decision === 'difference_requested';
  if (!waiting || line.direction === 'debit') return <Decided line={line} />;
  const { order } = line;
  const received = money(line.group_amount ?? line.amount, line.currency);
  const missing =
    order && new Big(order.total).minus(line.group_amount ?? line.amount).gt(0)
      ? money(
          new Big(order.total).minus(line.group_amount ?? line.amount).toFixed(2),
          order.currency,
        )
      : null;

  return (
    <div className="space-y-2">
      <Decided line={line} />
      <div className="flex flex-wrap gap-2">
        {(line.result === 'matched' || line.result === 'probable') &&
          button('confirm', () => run({ id: line.id, action: 'confirm' }), 'primary')}
        {line.result === 'amount_differs' && (
          <>
            {button('accept', () => setAsking('accept'), 'primary')}
            {missing && button('requestDifference', () => setAsking('request_difference'))}
          </>
        )}
        {line.decision === null && line.result !== 'amount_differs' && (
          <>
            {line.result === 'unmatched' && button('link', () => setAsking('link'))}
            {button('notOurs', () => setAsking('not-ours'))}
          </>
        )}
      </div>
      {order && (asking === 'accept' || asking === 'request_difference') && (
        <ConfirmModal
          open
          title={
            asking === 'accept'
              ? t('reconciliation.review.acceptTitle', { received, reference: order.reference })
              : t('reconciliation.review.requestTitle', { missing, reference: order.reference })
          }
          onClose={() => setAsking(null)}
          pending={decide.isPending}
          onConfirm={() =>
            run({
              id: line.id,
              action: 'difference',
              body: { decision: asking === 'accept' ? 'accept' : 'request_difference' },
            })
          }
        >
          <p className="text-sm text-slate-700">
            {asking === 'accept'
              ? t('reconciliation.review.acceptText', { total: money(order.total, order.currency) })
              : t('reconciliation.review.requestText')}
          </p>
        </ConfirmModal>
      )}
      {asking === 'not-ours' && (
        <ConfirmModal
          open
          title={t('reconciliation.review.notOursTitle')}
          onClose={() => setAsking(null)}
          pending={decide.isPending}
          onConfirm={() => run({ id: line.id, action: 'not-ours' })}
        >
          <p className="text-sm text-slate-700">{t('reconciliation.review.notOursText')}</p>
        </ConfirmModal>
      )}
      {asking === 'link' && (
        <LinkLineDialog
          line={line}
          amount={label.amount}
          pending={decide.isPending}
          onLink={(reference) => run({ id: line.id, action: 'link', reference })}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
