import { formatDateTime, formatMoney } from '@giro/shared/locale-format';
import type { CalcMoneySentResponse } from '@giro/shared/pricing/contracts';
import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { getHref, homeHref, paths } from '@/config/paths';
import { useAppStore } from '@/lib/store/app-store';
import { useTransfer } from '../api/get-transfer';
import { QuoteComparison } from '../components/quote-comparison';
import { changedTerms, quoteChanges } from '../lib/quote-changes';
import { type SendAgainRequest, type SendAgainStart, sendAgainRequest } from '../lib/send-again';

export type SendAgainRouteProps = {
  /** Today's quote for the order's calculator inputs (POST /api/calc_money_sent). */
  fetchQuote: (
    body: SendAgainRequest,
    options: { signal?: AbortSignal },
  ) => Promise<CalcMoneySentResponse>;
  /** Puts the new quote in the cart and the order's people into the details form. */
  start: (start: SendAgainStart) => void;
};

function ChangeSummary({
  detail,
  quote,
}: {
  detail: TransferDetail;
  quote: CalcMoneySentResponse;
}) {
  const { t } = useTranslation('transfers');
  const language = useAppStore((state) => state.language);
  const date = formatDateTime(detail.created_at, language);
  const terms = changedTerms(quoteChanges(detail, quote)).map((change) =>
    t(`again.lines.${change.line}`).toLowerCase(),
  );
  const what = new Intl.ListFormat(language, { type: 'conjunction' }).format(terms);
  return (
    <p className="font-medium text-slate-900" aria-live="polite">
      {terms.length > 0 ? t('again.changed', { date, what }) : t('again.unchanged', { date })}
    </p>
  );
}

function SendAgain({
  detail,
  fetchQuote,
  start,
}: { detail: TransferDetail } & SendAgainRouteProps) {
  const { t } = useTranslation('transfers');
  const language = useAppStore((state) => state.language);
  const navigate = useNavigate();
  const request = sendAgainRequest(detail);
  // Always asked afresh: the point of this page is today's rate.
  const quote = useQuery({
    queryKey: ['send-again', detail.reference, request],
    queryFn: ({ signal }) => fetchQuote(request as SendAgainRequest, { signal }),
    enabled: request !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const calculator = homeHref(detail.agent_hash);
  const go = async (target: string) => {
    if (request && quote.data) start({ detail, request, quote: quote.data });
    await navigate(target);
  };
  const amount = formatMoney(detail.principal, detail.pricing_currency, language);
  const lead = t('again.lead', {
    reference: detail.reference,
    amount,
    receiver: detail.receiver.fullname,
    destination: detail.destination_currency,
  });
  const refusal =
    request === null
      ? t('again.unavailable')
      : quote.isError
        ? quote.error.message
        : quote.data?.underlimit
          ? t('again.underlimit')
          : null;

  return (
    <div className="max-w-2xl space-y-6">
      <p className="text-slate-700">{lead}</p>
      {refusal ? (
        <div className="space-y-4">
          <p role="alert" className="text-red-700">
            {refusal}
          </p>
          <Link to={calculator} className={buttonClasses({ variant: 'secondary' })}>
            {t('again.toCalculator')}
          </Link>
        </div>
      ) : quote.data ? (
        <>
          <ChangeSummary detail={detail} quote={quote.data} />
          <QuoteComparison
            changes={quoteChanges(detail, quote.data)}
            pricing={detail.pricing_currency}
          />
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={() => go(paths.userInfo.path)}>
              {t('again.continue', { receiver: detail.receiver.fullname })}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => go(calculator)}>
              {t('again.changeAmount')}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-slate-600">{t('again.quoting')}</p>
      )}
    </div>
  );
}

/**
 * /profile/transfers/:reference/send-again: the same transfer quoted at today's rate, with what
 * changed since, before the sender goes on to the details page (or the calculator).
 */
export function SendAgainRoute(props: SendAgainRouteProps) {
  const { t } = useTranslation('transfers');
  const { reference = '' } = useParams();
  const { data, isPending, isError } = useTransfer(reference);
  return (
    <Page
      title={t('again.title')}
      lead={
        <Link
          to={getHref(paths.transfer.path, { reference })}
          className="text-base text-brand-700 hover:underline"
        >
          {t('again.back', { reference })}
        </Link>
      }
    >
      {isPending && <p className="text-slate-600">{t('loading')}</p>}
      {isError && <p className="text-red-700">{t('detail.notFound')}</p>}
      {data && <SendAgain detail={data} {...props} />}
    </Page>
  );
}
