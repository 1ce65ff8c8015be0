import type {
  ReconciliationAccount,
  StatementImportResult,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { statementLineResults } from '@giro/shared/reconciliation/statement-lines';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { useImportStatement } from '../../api/statement-imports';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { CsvMappingDialog } from './csv-mapping-dialog';
import { StatementImportsTable } from './statement-imports-table';

/** What the last import did: the file read, its lines, the new ones by result. */
function ImportOutcome({ outcome }: { outcome: StatementImportResult }) {
  const { t } = useAdminTranslation();
  const { import: done, results } = outcome;
  return (
    <div role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
      <p className="font-semibold">
        {t('reconciliation.import.result', {
          file: done.file_name,
          variant: done.variant,
          lines: done.line_count,
          fresh: done.new_line_count,
        })}
      </p>
      <p>
        {statementLineResults
          .map((result) => `${t(`reconciliation.results.${result}`)}: ${results[result]}`)
          .join(' · ')}
      </p>
    </div>
  );
}

/** The statement upload: one file, read whole or refused with the line that is wrong. */
export function StatementImportPanel({ account }: { account: ReconciliationAccount }) {
  const { t } = useAdminTranslation();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<StatementImportResult | null>(null);
  const [mappingOpen, setMappingOpen] = useState(false);
  const [chosen, setChosen] = useState(false);
  const upload = useImportStatement(setOutcome);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = fileInput.current?.files?.[0];
    if (file === undefined) return;
    setOutcome(null);
    upload.mutate(
      { accountId: account.id, file },
      {
        onSuccess: () => {
          form.reset();
          setChosen(false);
        },
      },
    );
  };

  return (
    <AdminSection
      title={t('reconciliation.import.title')}
      description={t('reconciliation.import.description')}
      actions={
        <Button variant="secondary" size="sm" onClick={() => setMappingOpen(true)}>
          {t('reconciliation.import.csvColumns')}
        </Button>
      }
    >
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
            {t('reconciliation.import.file')}
          </label>
          <input
            id={fileId}
            ref={fileInput}
            name="file"
            type="file"
            onChange={(event) => setChosen((event.currentTarget.files?.length ?? 0) > 0)}
            accept=".xml,.ofx,.qfx,.n43,.aeb,.txt,.csv,text/xml,text/csv,text/plain"
            className="block text-sm"
          />
        </div>
        <Button type="submit" disabled={!chosen || upload.isPending}>
          {upload.isPending
            ? t('reconciliation.import.pending')
            : t('reconciliation.import.submit')}
        </Button>
      </form>
      <div className="mt-4 space-y-4">
        {upload.error && <ErrorBox>{upload.error.message}</ErrorBox>}
        {outcome && <ImportOutcome outcome={outcome} />}
        <StatementImportsTable accountId={account.id} />
      </div>
      {mappingOpen && <CsvMappingDialog account={account} onClose={() => setMappingOpen(false)} />}
    </AdminSection>
  );
}
