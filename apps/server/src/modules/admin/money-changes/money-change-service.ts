import type {
  CoolOff,
  MoneyChange,
  MoneyChangeField,
  MoneyChangeKind,
} from '@giro/shared/admin/money-change-contracts';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LinkSigner } from '../../../lib/link-signer.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import type { Jobs } from '../../../plugins/jobs/job-types.ts';
import { createAuditRepository } from '../../audit/audit-repository.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { adminConflict, notFound } from '../admin-errors.ts';
import { createStaffRepository } from '../staff/staff-repository.ts';
import {
  type MoneyChangeDecidedMail,
  moneyChangeDecidedMail,
  moneyChangeProposedMail,
} from './money-change-mails.ts';
import { createMoneyChangeRepository, type MoneyChangeRow } from './money-change-repository.ts';
import {
  coolOffId,
  moneyChangeTargets,
  readCoolOffHours,
  type Snapshot,
  writeCoolOffHours,
} from './money-change-targets.ts';

declare module '../../../plugins/jobs/job-types.ts' {
  interface JobData {
    /** Applies a change no other admin could approve, once its cool-off has passed. */
    'money-changes.cool-off': { id: number };
  }
}

const hour = 3_600_000;
/** A factor enrolled more recently may be an intruder's: it does not approve (README). */
const approverFactorMinAgeMs = 24 * hour;
/** The cancel link's purpose: it names one change and the admin it was mailed to. */
const cancelLinkPurpose = 'money-change-cancel';
/** Where the mailed cancel link opens (a page that asks for a click). */
const cancelPage = '/admin/cancel-change';

const shown = (value: unknown) => (value === null || value === undefined ? null : String(value));

// The order a person reads an account or a wallet in (the database keeps no order of keys).
const fieldOrder = [
  'method',
  'currency',
  'chain',
  'label',
  'account',
  'address',
  'holder',
  'bank_name',
  'swift',
  'daily_limit',
  'icon',
  'position',
  'active',
  'enabled',
  'hours',
];
const rank = (field: string) => {
  const at = fieldOrder.indexOf(field);
  return at < 0 ? fieldOrder.length : at;
};

/** What the change sets: each field that differs, a new thing's empty fields left out. */
function fieldsOf(before: Snapshot | null, after: Snapshot): MoneyChangeField[] {
  return Object.keys({ ...before, ...after })
    .sort((a, b) => rank(a) - rank(b))
    .map((field) => ({ field, before: shown(before?.[field]), after: shown(after[field]) }))
    .filter((change) => change.before !== change.after)
    .filter((change) => change.before !== null || change.after !== '');
}

function toMoneyChange(row: MoneyChangeRow): MoneyChange {
  return {
    id: row.id,
    kind: row.kind,
    entity_id: row.entityId,
    label: moneyChangeTargets[row.kind].label(row.after, row.entityId),
    fields: fieldsOf(row.before, row.after),
    state: row.state,
    proposed_by: row.proposedByEmail,
    proposed_at: row.proposedAt.toISOString(),
    effective_at: row.effectiveAt?.toISOString() ?? null,
    decided_by: row.decidedByEmail,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export interface MoneyChangeDeps {
  db: Database;
  mail: MailService;
  jobs: Pick<Jobs, 'enqueue'>;
  now: () => Date;
  signer: LinkSigner;
  /** Told after a change of `kind` took effect (the checkout's caches). */
  applied(kind: MoneyChangeKind): void;
}

/**
 * Dual control of where money goes: an admin proposes (step-up), another admin approves with
 * their own step-up and a factor enrolled over a day ago, or, when no other admin could, the
 * change applies by itself after the cool-off. Every admin is mailed each step with a link to
 * cancel; every step is audited; the live tables hold only what was approved.
 */
export function createMoneyChangeService(deps: MoneyChangeDeps) {
  const { db, mail, jobs, now, signer } = deps;

  async function audit(
    tx: Database,
    actor: Actor | null,
    action: string,
    row: MoneyChangeRow,
  ): Promise<void> {
    await createAuditRepository(tx).record({
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? 'system',
      action,
      entity: 'money_change',
      entityId: String(row.id),
      before: { kind: row.kind, entity_id: row.entityId, fields: row.before },
      after: { kind: row.kind, entity_id: row.entityId, fields: row.after, state: row.state },
    });
  }

  async function mailAdmins(
    tx: Database,
    row: MoneyChangeRow,
    outcome?: MoneyChangeDecidedMail['outcome'],
  ) {
    const about = { id: row.id, kind: row.kind, label: toMoneyChange(row).label };
    for (const admin of await createStaffRepository(tx).activeAdmins()) {
      const base = { to: admin.email, language: admin.language };
      if (outcome !== undefined) {
        await mail.enqueue(tx, {
          ...base,
          template: moneyChangeDecidedMail,
          data: { ...about, firstName: admin.firstName, outcome, by: row.decidedByEmail },
        });
        continue;
      }
      const token = signer.sign(cancelLinkPurpose, `${row.id}_${admin.id}`);
      await mail.enqueue(tx, {
        ...base,
        template: moneyChangeProposedMail,
        data: {
          ...about,
          firstName: admin.firstName,
          proposer: row.proposedByEmail,
          created: row.entityId === null,
          fields: fieldsOf(row.before, row.after),
          effectiveAt: row.effectiveAt,
          cancelPath: `${cancelPage}?token=${encodeURIComponent(token)}`,
        },
      });
    }
  }

  /** Writes the change to the live table, marks it applied; the caller mails and audits. */
  async function apply(tx: Database, row: MoneyChangeRow, approver: Actor | null) {
    const entityId = await moneyChangeTargets[row.kind].apply(tx, row.after, row.entityId);
    return createMoneyChangeRepository(tx).decide(row.id, {
      state: 'applied',
      entityId,
      decidedBy: approver?.id ?? null,
      decidedByEmail: approver?.email ?? null,
      decidedAt: now(),
    });
  }

  async function pending(tx: Database, id: number): Promise<MoneyChangeRow> {
    const row = await createMoneyChangeRepository(tx).lock(id);
    if (row === undefined) throw notFound();
    if (row.state !== 'pending') throw adminConflict('money_change_decided');
    return row;
  }

  async function cancel(actor: Actor, id: number): Promise<MoneyChange> {
    const row = await db.transaction(async (tx) => {
      const open = await pending(tx, id);
      const cancelled = await createMoneyChangeRepository(tx).decide(id, {
        state: 'cancelled',
        entityId: open.entityId,
        decidedBy: actor.id,
        decidedByEmail: actor.email,
        decidedAt: now(),
      });
      await audit(tx, actor, 'cancel', cancelled);
      await mailAdmins(tx, cancelled, 'cancelled');
      return cancelled;
    });
    return toMoneyChange(row);
  }

  /** The change a cancel link names, and the admin it was mailed to; 400 for a bad link. */
  async function linked(token: string) {
    const [changeId, adminId] = (signer.verify(cancelLinkPurpose, token) ?? '').split('_');
    const row = changeId ? await createMoneyChangeRepository(db).find(Number(changeId)) : undefined;
    const admins = await createStaffRepository(db).activeAdmins();
    const admin = admins.find((candidate) => candidate.id === adminId);
    if (row === undefined || admin === undefined) throw new AppError(400, 'token_invalid');
    return { row, admin };
  }

  /**
   * A proposal by `actor` (whose step-up the route checked): it takes effect only when another
   * admin approves it or, with nobody else to approve, once the cool-off has passed.
   */
  async function propose(
    actor: Actor,
    kind: MoneyChangeKind,
    entityId: string | null,
    after: Snapshot,
  ): Promise<MoneyChange> {
    const target = moneyChangeTargets[kind];
    const row = await db.transaction(async (tx) => {
      const changes = createMoneyChangeRepository(tx);
      const before = entityId === null ? null : await target.current(tx, entityId);
      if (before === undefined) throw notFound();
      if (entityId !== null && (await changes.pendingFor(kind, entityId)) !== undefined) {
        throw adminConflict('money_change_pending');
      }
      await target.validate(tx, after, entityId);
      const at = now();
      const alone = (await createStaffRepository(tx).otherApprovers(actor.id)) === 0;
      const effectiveAt = alone
        ? new Date(at.getTime() + (await readCoolOffHours(tx)) * hour)
        : null;
      const proposed = await changes.insert({
        kind,
        entityId,
        before,
        after,
        proposedBy: actor.id,
        proposedByEmail: actor.email,
        proposedAt: at,
        effectiveAt,
      });
      if (effectiveAt !== null) {
        await jobs.enqueue(
          tx,
          'money-changes.cool-off',
          { id: proposed.id },
          { startAfter: effectiveAt },
        );
      }
      await audit(tx, actor, 'propose', proposed);
      await mailAdmins(tx, proposed);
      return proposed;
    });
    return toMoneyChange(row);
  }

  async function coolOff(): Promise<CoolOff> {
    const waiting = await createMoneyChangeRepository(db).pendingFor('cool_off', coolOffId);
    const hours = await readCoolOffHours(db);
    return { hours, pending: waiting === undefined ? null : toMoneyChange(waiting) };
  }

  return {
    propose,
    coolOff,

    /**
     * A longer cool-off is safer and applies at once (audited); a shorter one is itself a
     * change of where money goes, under dual control.
     */
    async setCoolOff(actor: Actor, hours: number): Promise<CoolOff> {
      const current = await readCoolOffHours(db);
      if (hours < current) {
        await propose(actor, 'cool_off', coolOffId, { hours });
        return coolOff();
      }
      await auditedChange(db, { actor, entity: 'settings' }, async (tx) => {
        await writeCoolOffHours(tx, hours);
        const before = { cool_off_hours: current };
        return {
          entityId: 'money_changes',
          before,
          after: { cool_off_hours: hours },
          result: null,
        };
      });
      return coolOff();
    },

    async list(): Promise<MoneyChange[]> {
      return (await createMoneyChangeRepository(db).list(50)).map(toMoneyChange);
    },

    /** Another admin's approval, under their own step-up: the change takes effect now. */
    async approve(approver: SessionUser, id: number): Promise<MoneyChange> {
      const enrolledAt = approver.secondFactorEnrolledAt;
      const actor = { id: approver.id, email: approver.email };
      const row = await db.transaction(async (tx) => {
        const open = await pending(tx, id);
        if (open.proposedBy === approver.id) throw adminConflict('money_change_own');
        if (
          enrolledAt === null ||
          now().getTime() - enrolledAt.getTime() < approverFactorMinAgeMs
        ) {
          throw adminConflict('money_change_factor_recent');
        }
        const done = await apply(tx, open, actor);
        await audit(tx, actor, 'approve', done);
        await mailAdmins(tx, done, 'approved');
        return done;
      });
      deps.applied(row.kind);
      return toMoneyChange(row);
    },

    cancel,

    async checkLink(token: string): Promise<MoneyChange> {
      return toMoneyChange((await linked(token)).row);
    },

    /** The mailed link: the admin it was sent to cancels the change, if still pending. */
    async cancelByLink(token: string): Promise<MoneyChange> {
      const { row, admin } = await linked(token);
      if (row.state !== 'pending') return toMoneyChange(row);
      return cancel({ id: admin.id, email: admin.email }, row.id);
    },

    /** The cool-off job: applies the change once its time has come, if nobody decided first. */
    async applyAfterCoolOff(id: number): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const open = await createMoneyChangeRepository(tx).lock(id);
        if (open?.state !== 'pending' || open.effectiveAt === null) return undefined;
        // The queue's clock and this one may differ: a run before its time waits the time
        // left (a minute at least, so no difference of clocks can make it spin), then looks again.
        const left = open.effectiveAt.getTime() - now().getTime();
        if (left > 0) {
          const startAfter = new Date(Date.now() + Math.max(left, 60_000));
          await jobs.enqueue(tx, 'money-changes.cool-off', { id }, { startAfter });
          return undefined;
        }
        const done = await apply(tx, open, null);
        await audit(tx, null, 'apply_after_cool_off', done);
        await mailAdmins(tx, done, 'cool_off');
        return done;
      });
      if (row !== undefined) deps.applied(row.kind);
    },
  };
}

export type MoneyChangeService = ReturnType<typeof createMoneyChangeService>;
