import type { Database } from '../../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What every account service is built from; `now` is injectable so tests can move time. */
export interface AccountsDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
}
