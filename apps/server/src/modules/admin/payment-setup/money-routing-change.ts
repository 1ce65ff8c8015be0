import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../../db/database.ts';
import { type Actor, auditedChange, type Change } from '../../audit/audited-change.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { createStaffRepository } from '../staff/staff-repository.ts';
import {
  type FieldChange,
  type MoneyRoutingEntity,
  moneyRoutingChangedMail,
} from './money-routing-mails.ts';

type Snapshot = Record<string, unknown> | null;

const shown = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The fields that differ between two snapshots of a wallet or receiving account. */
function fieldChanges(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = Object.keys({ ...before, ...after }).filter((field) => field !== 'id');
  return fields
    .map((field) => ({ field, before: shown(before?.[field]), after: shown(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}

export interface MoneyRouting {
  db: Database;
  mail: MailService;
  now: () => Date;
}

/**
 * An audited change of where customers' money goes: in the same transaction, every active
 * admin is mailed what changed and who changed it, so a change nobody meant is seen at once.
 */
export function moneyRoutingChange<Result>(
  { db, mail, now }: MoneyRouting,
  target: { actor: Actor; entity: MoneyRoutingEntity },
  change: (tx: Database) => Promise<Change<Result>>,
): Promise<Result> {
  return auditedChange(db, target, async (tx) => {
    const done = await change(tx);
    const before = done.before as Snapshot;
    const after = done.after as Snapshot;
    if (isDeepStrictEqual(before, after)) return done;
    const at = now();
    for (const admin of await createStaffRepository(tx).activeAdmins()) {
      await mail.enqueue(tx, {
        to: admin.email,
        language: admin.language,
        template: moneyRoutingChangedMail,
        data: {
          firstName: admin.firstName,
          actorEmail: target.actor.email,
          entity: target.entity,
          entityId: done.entityId,
          created: before === null,
          changes: fieldChanges(before, after),
          at,
        },
      });
    }
    return done;
  });
}
