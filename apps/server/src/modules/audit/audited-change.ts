import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/database.ts';
import { createAuditRepository } from './audit-repository.ts';

/** Who made a change: a signed-in staff member. */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditTarget {
  actor: Actor;
  /** What kind of thing changes, e.g. `currency_route`, `agent`, `order`. */
  entity: string;
  /** Defaults to create / update / delete from which snapshot is null. */
  action?: string;
}

/** What a change reports: the entity's id, its snapshots (null when absent) and its result. */
export interface Change<Result> {
  entityId: string;
  before: unknown;
  after: unknown;
  result: Result;
}

function defaultAction(before: unknown, after: unknown): string {
  if (before === null) return 'create';
  return after === null ? 'delete' : 'update';
}

/**
 * Runs `change` in a transaction together with the audit entry describing it, so a change is
 * never saved without its record (nor recorded without being saved). Snapshots are what the
 * console shows; a change that leaves the snapshot as it was records nothing.
 */
export function auditedChange<Result>(
  db: Database,
  target: AuditTarget,
  change: (tx: Database) => Promise<Change<Result>>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const { entityId, before, after, result } = await change(tx);
    if (target.action === undefined && isDeepStrictEqual(before, after)) return result;
    await createAuditRepository(tx).record({
      actorId: target.actor.id,
      actorEmail: target.actor.email,
      action: target.action ?? defaultAction(before, after),
      entity: target.entity,
      entityId,
      before,
      after,
    });
    return result;
  });
}
