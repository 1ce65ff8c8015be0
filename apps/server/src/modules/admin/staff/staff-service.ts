import type { Language } from '@giro/shared';
import type { CreateStaffBody, UpdateStaffBody } from '@giro/shared/admin/staff-contracts';
import { staffRoleSchema } from '@giro/shared/admin/staff-roles';
import type { Database } from '../../../db/database.ts';
import { hashPassword } from '../../accounts/password-hasher.ts';
import { resetSecondFactors } from '../../accounts/second-factor/factor-reset.ts';
import { accountDeactivatedMail } from '../../accounts/security-mails.ts';
import { createSessionRepository } from '../../accounts/session-repository.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { adminConflict, notFound } from '../admin-errors.ts';
import { createStaffRepository, type StaffRow } from './staff-repository.ts';

function staffSnapshot(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: staffRoleSchema.parse(row.role),
    active: row.deactivatedAt === null,
    second_factor: row.secondFactor,
  };
}

function toStaffMember(row: StaffRow) {
  return { ...staffSnapshot(row), created_at: row.createdAt.toISOString() };
}

/** Admins manage staff accounts; nobody changes their own role, access or factors. */
export function createStaffService(db: Database, mail: MailService, now: () => Date) {
  async function found(tx: Database, id: string): Promise<StaffRow> {
    const row = await createStaffRepository(tx).find(id);
    if (row === undefined) throw notFound();
    return row;
  }

  /** The audited change of `before`: the account as it is now, and what the console shows. */
  async function changed(tx: Database, before: StaffRow) {
    const row = await found(tx, before.id);
    const after = staffSnapshot(row);
    return { entityId: row.id, before: staffSnapshot(before), after, result: toStaffMember(row) };
  }

  return {
    async list() {
      return (await createStaffRepository(db).list()).map(toStaffMember);
    },

    async create(actor: Actor, body: CreateStaffBody, language: Language) {
      const passwordHash = await hashPassword(body.password);
      return auditedChange(db, { actor, entity: 'staff' }, async (tx) => {
        const id = await createStaffRepository(tx).insert({
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          passwordHash,
          language,
          role: body.role,
          active: true,
        });
        if (id === undefined) throw adminConflict('email_taken');
        const row = await found(tx, id);
        return {
          entityId: id,
          before: null,
          after: staffSnapshot(row),
          result: toStaffMember(row),
        };
      });
    },

    async update(actor: Actor, id: string, { role, active }: UpdateStaffBody) {
      return auditedChange(db, { actor, entity: 'staff' }, async (tx) => {
        const before = await found(tx, id);
        const wasActive = before.deactivatedAt === null;
        if (id === actor.id && (role !== before.role || !active)) {
          throw adminConflict('staff_self_change');
        }
        const at = now();
        const deactivatedAt = active ? null : wasActive ? at : before.deactivatedAt;
        const disabling = !active && wasActive;
        // Re-enabling must not revive the sessions and trusted devices the account had.
        const devices = disabling ? { deviceKey: null } : {};
        await createStaffRepository(tx).update(id, { role, deactivatedAt, ...devices });
        if (disabling) {
          await createSessionRepository(tx).revokeAllOf(id, at);
          await mail.enqueue(tx, {
            to: before.email,
            language: before.language,
            template: accountDeactivatedMail,
            data: { firstName: before.firstName, at, byStaff: true },
          });
        }
        return changed(tx, before);
      });
    },

    /**
     * Another staff member lost their phone or passkey: their factors go (audited), their
     * sessions end, they are mailed, and they enrol again at their next sign-in.
     */
    async resetFactors(actor: Actor, id: string) {
      const target = { actor, entity: 'staff', action: 'reset_factors' };
      return auditedChange(db, target, async (tx) => {
        if (id === actor.id) throw adminConflict('staff_self_reset');
        const before = await found(tx, id);
        await resetSecondFactors(tx, mail, before, now());
        return changed(tx, before);
      });
    },
  };
}
