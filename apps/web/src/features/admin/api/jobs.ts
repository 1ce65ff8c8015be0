import {
  adminJobListSchema,
  adminJobSchema,
  type JobListFilter,
} from '@giro/shared/admin/job-admin-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const jobsQuery = (state: JobListFilter) =>
  queryOptions({
    queryKey: [...adminKeys.jobs, state],
    queryFn: ({ signal }) =>
      api.get('/api/admin/jobs', adminJobListSchema, { signal, query: { state } }),
    select: (list) => list.jobs,
  });

export const useJobs = (state: JobListFilter) => useQuery(jobsQuery(state));

function retryJob(id: string) {
  return api.post(`/api/admin/jobs/${id}/retry`, adminJobSchema);
}

/** The job leaves the failed list and shows among the pending ones until a worker takes it. */
export function useRetryJob() {
  return useAdminMutation({ mutationFn: retryJob, invalidates: adminKeys.jobs });
}
