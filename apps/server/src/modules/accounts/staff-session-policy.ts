import {
  defaultStaffIdleMinutes,
  sessionPolicySchema,
  staffSessionHours,
} from '@giro/shared/admin/session-policy-contracts';
import { staffRoles } from '@giro/shared/admin/staff-roles';
import { inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { createSettingsRepository } from '../site/settings-repository.ts';
import { settings } from '../site/site-tables.ts';
import { sessions, users } from './accounts-tables.ts';

const key = 'staff_session_idle_minutes';

/** The operator's idle limit of staff sessions (console, Seguridad), in the `settings` table. */
export function createStaffSessionPolicy(db: Database) {
  return {
    async idleMinutes(executor: Database = db): Promise<number> {
      const stored = (await createSettingsRepository(executor).read([key])).get(key);
      const parsed = sessionPolicySchema.shape.staff_idle_minutes.safeParse(stored);
      return parsed.success ? parsed.data : defaultStaffIdleMinutes;
    },
    async write(executor: Database, minutes: number): Promise<void> {
      await createSettingsRepository(executor).write({ [key]: minutes });
    },
  };
}

// Read inside the session query itself, so a change applies to every instance's next request.
const idleMinutes = sql`coalesce((
  select case when jsonb_typeof(${settings.value}) = 'number'
    then (${settings.value} #>> '{}')::numeric::int end
  from ${settings} where ${settings.key} = ${key}
), ${defaultStaffIdleMinutes})`;

/**
 * The staff rule of a live session at `now`: a staff account's session ends after the idle
 * limit without a call and 12 hours after sign-in, whatever its expiry says (an account made
 * staff keeps no sender-length session). Sender and agent sessions pass.
 */
export function staffSessionAlive(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(${not(inArray(users.role, [...staffRoles]))} or (
    ${sessions.lastUsedAt} > ${at} - make_interval(mins => ${idleMinutes})
    and ${sessions.createdAt} > ${at} - make_interval(hours => ${staffSessionHours})
  ))`;
}
