import type { AdminJob, JobListFilter } from '@giro/shared/admin/job-admin-contracts';
import { jobListFilters } from '@giro/shared/admin/job-admin-contracts';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useJobs, useRetryJob } from '../../api/jobs';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { AdminSection } from '../common/admin-section';
import { QueryState } from '../common/query-state';

/** What each kind of job does, in the operator's words; an unknown kind shows its name. */
const kindKeys: Record<string, string> = {
  'mail.deliver': 'jobs.kinds.mail',
  'accounts.reset-requested': 'jobs.kinds.resetRequested',
  'accounts.activation-resend-requested': 'jobs.kinds.activationResend',
  'accounts.sweep-sign-in-counters': 'jobs.kinds.signInSweep',
  'orders.expire-crypto': 'jobs.kinds.cryptoExpiry',
  'orders.expire-unpaid': 'jobs.kinds.unpaidExpiry',
  'orders.payment-instructions': 'jobs.kinds.paymentInstructions',
  'accounts.sweep-webauthn-challenges': 'jobs.kinds.passkeySweep',
  'sanctions.fetch': 'jobs.kinds.sanctionsFetch',
  'sanctions.rescreen': 'jobs.kinds.sanctionsRescreen',
};

function JobItem({ job }: { job: AdminJob }) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const retry = useRetryJob();
  const kind = t(kindKeys[job.name] ?? 'jobs.kinds.other', { name: job.name });
  const about = [job.recipient, job.subject].filter(Boolean).join(' · ');

  return (
    <li className="space-y-1 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-medium">{kind}</span>
          {about && <span className="text-slate-600 [overflow-wrap:anywhere]"> · {about}</span>}
        </p>
        <time dateTime={job.created_at} className="text-slate-500">
          {dateTime(job.created_at)}
        </time>
      </div>
      <p className="text-slate-600">
        {t('jobs.attempts', { made: job.attempts, most: job.max_attempts })}
        {job.next_attempt_at &&
          ` · ${t('jobs.nextAttempt', { when: dateTime(job.next_attempt_at) })}`}
      </p>
      {job.error && (
        <p className="text-red-700 [overflow-wrap:anywhere]">
          {t('jobs.error', { error: job.error })}
        </p>
      )}
      {job.state === 'failed' && (
        <Button
          size="sm"
          variant="secondary"
          disabled={retry.isPending}
          aria-label={t('jobs.retryJob', { kind, about: about || job.id })}
          onClick={() => retry.mutate(job.id)}
        >
          {t('actions.retry')}
        </Button>
      )}
    </li>
  );
}

/**
 * Mails and sweeps run as jobs in the database, retried with backoff. Those that failed after
 * their last retry wait here for the operator; pending ones show what is still to run.
 */
export function JobsSection() {
  const { t } = useAdminTranslation();
  // The list shown is in the address (?state=pending), so a link or a reload opens it again.
  const [search, setSearch] = useSearchParams();
  const state: JobListFilter =
    jobListFilters.find((filter) => filter === search.get('state')) ?? 'failed';
  const jobs = useJobs(state);

  return (
    <AdminSection title={t('jobs.title')} description={t('jobs.description')}>
      <fieldset className="mb-3 flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t('jobs.show')}</legend>
        {jobListFilters.map((filter) => (
          <label key={filter} className="flex items-center gap-2">
            <input
              type="radio"
              name="job-state"
              checked={state === filter}
              onChange={() => setSearch({ state: filter }, { replace: true })}
            />
            {t(`jobs.filters.${filter}`)}
          </label>
        ))}
      </fieldset>
      <QueryState query={jobs}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-500">{t(`jobs.empty.${state}`)}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.map((job) => (
                <JobItem key={job.id} job={job} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </AdminSection>
  );
}
