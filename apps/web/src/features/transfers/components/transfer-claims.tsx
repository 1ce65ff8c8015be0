import { formatDateTime } from '@giro/shared/locale-format';
import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppStore } from '@/lib/store/app-store';
import { ClaimFormModal } from './claim-form-modal';

type TransferClaimsProps = Pick<TransferDetail, 'reference' | 'claims' | 'can_claim'>;

/** The sender's error claims on the transfer, their answers, and a way to report one. */
export function TransferClaims({ reference, claims, can_claim: canClaim }: TransferClaimsProps) {
  const { t } = useTranslation('transfers');
  const language = useAppStore((state) => state.language);
  const [open, setOpen] = useState(false);
  if (!canClaim && claims.length === 0) return null;
  const date = (instant: string) => formatDateTime(instant, language, { dateStyle: 'long' });
  return (
    <section aria-labelledby="claims-title" className="space-y-3">
      <h2 id="claims-title" className="text-lg font-semibold text-slate-900">
        {t('claims.title')}
      </h2>
      {claims.map((claim) => (
        <article key={claim.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <p className="font-medium text-slate-900">{t(`claims.kinds.${claim.kind}`)}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{claim.description}</p>
          <p className="mt-2 text-slate-600">
            {claim.answered_at === null
              ? t('claims.pending', { date: date(claim.due_at) })
              : t(`claims.outcomes.${claim.outcome ?? 'no_error'}`, {
                  date: date(claim.answered_at),
                })}
          </p>
          {claim.answer && (
            <p className="mt-1 whitespace-pre-line text-slate-800">{claim.answer}</p>
          )}
        </article>
      ))}
      {canClaim && (
        <>
          <p className="text-sm text-slate-600">{t('claims.hint')}</p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('claims.report')}
          </Button>
          <ClaimFormModal open={open} reference={reference} onClose={() => setOpen(false)} />
        </>
      )}
    </section>
  );
}
