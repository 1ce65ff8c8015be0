import { claimOutcomes } from '@giro/shared/compliance/claim-contracts';
import {
  type AdminClaim,
  claimAnswerBodySchema,
} from '@giro/shared/compliance/refund-claim-admin-contracts';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useAnswerClaim, useClaims } from '../../api/compliance';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { FormDialog } from '../common/form-dialog';
import { QueryState } from '../common/query-state';

function AnswerDialog({ claim, onClose }: { claim: AdminClaim | null; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const answer = useAnswerClaim(onClose);
  const form = useZodForm(claimAnswerBodySchema, {
    defaultValues: { outcome: 'corrected', answer: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (claim !== null) reset({ outcome: 'corrected', answer: '' });
  }, [claim, reset]);
  return (
    <FormDialog
      open={claim !== null}
      title={t('compliance.claims.answerTitle', { reference: claim?.reference ?? '' })}
      form={form}
      pending={answer.isPending}
      submitLabel={{ idle: t('compliance.claims.send'), pending: t('actions.saving') }}
      onClose={onClose}
      onSubmit={(body) => {
        if (claim !== null) answer.mutate({ id: claim.id, body });
      }}
    >
      <FormField label={t('compliance.claims.outcome')}>
        <Select {...form.register('outcome')}>
          {claimOutcomes.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`compliance.claims.outcomes.${outcome}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('compliance.claims.answer')}>
        <Textarea rows={5} maxLength={2000} {...form.register('answer')} />
      </FormField>
    </FormDialog>
  );
}

/** Error claims by deadline (90 days to answer), each answered to the sender by mail. */
export function ClaimsPanel() {
  const { t } = useAdminTranslation();
  const claims = useClaims('open');
  const dateTime = useDateTime();
  const [answering, setAnswering] = useState<AdminClaim | null>(null);
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('compliance.claims.description')}</p>
      <QueryState query={claims}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-slate-600">{t('compliance.claims.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((claim) => (
                <li key={claim.id} className="space-y-1 py-3 text-sm">
                  <p className="font-semibold">
                    {claim.reference} · {t(`compliance.claims.kinds.${claim.kind}`)}
                  </p>
                  <p className="text-slate-600">
                    {claim.sender_name} ({claim.sender_email}) ·{' '}
                    {t('compliance.claims.due', { date: dateTime(claim.due_at) })}
                  </p>
                  <p className="whitespace-pre-line">{claim.description}</p>
                  <Button size="sm" onClick={() => setAnswering(claim)}>
                    {t('compliance.claims.answerAction')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <AnswerDialog claim={answering} onClose={() => setAnswering(null)} />
    </>
  );
}
