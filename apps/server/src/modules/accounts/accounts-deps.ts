import type { Database } from '../../db/database.ts';
import type { Jobs } from '../../plugins/jobs/job-types.ts';
import type { MailService } from '../mail/mail-service.ts';

/** What every account service is built from; `now` is injectable so tests can move time. */
export interface AccountsDeps {
  db: Database;
  mail: MailService;
  jobs: Jobs;
  now: () => Date;
}
