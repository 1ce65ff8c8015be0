import { randomBytes } from 'node:crypto';
import type { Language } from '@giro/shared';
import type { CreateStaffBody, UpdateStaffBody } from '@giro/shared/admin/staff-contracts';
import { staffRoleSchema } from '@giro/shared/admin/staff-roles';
import type { Database } from '../../../db/database.ts';
import { createAccountLinks } from '../../accounts/account-links.ts';
import { hashPassword } from '../../accounts/password-hasher.ts';
import { resetSecondFactors } from '../../accounts/second-factor/factor-reset.ts';
import { accountDeactivatedMail } from '../../accounts/security-mails.ts';
import { createSessionRepository } from '../../accounts/session-repository.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { adminConflict, notFound } from '../admin-errors.ts';
import { type StaffEvent, staffChangedMail, staffInvitationMail } from './staff-mails.ts';
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
    invited: !row.activated && row.deactivatedAt === null,
  };
}

function toStaffMember(row: StaffRow) {
  return { ...staffSnapshot(row), created_at: row.createdAt.toISOString() };
}

/**
 * Admins manage staff accounts (each change under step-up, checked by the contract); nobody
 * changes their own role, access or factors. New staff are invited by a mailed single-use link
 * and choose their own password; every admin is told who was invited, promoted, enabled again
 * or had their factors reset.
 */
export function createStaffService(db: Database, mail: MailService, now: () => Date) {
  const links = createAccountLinks(now);

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

  async function tellAdmins(tx: Database, actor: Actor, event: StaffEvent, row: StaffRow) {
    const role = staffRoleSchema.parse(row.role);
    for (const admin of await createStaffRepository(tx).activeAdmins()) {
      await mail.enqueue(tx, {
        to: admin.email,
        language: admin.language,
        template: staffChangedMail,
        data: { firstName: admin.firstName, event, actor: actor.email, email: row.email, role },
      });
    }
  }

  return {
    async list() {
      return (await createStaffRepository(db).list()).map(toStaffMember);
    },

    /**
     * An account nobody can sign in to until its owner opens the mailed link and chooses a
     * password (no admin ever knows it); then the console asks them for a second factor.
     */
    async invite(actor: Actor, body: CreateStaffBody, language: Language, origin: string) {
      const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
      return auditedChange(db, { actor, entity: 'staff', action: 'invite' }, async (tx) => {
        const id = await createStaffRepository(tx).insert({
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          passwordHash: unusablePassword,
          language,
          role: body.role,
          active: false,
        });
        if (id === undefined) throw adminConflict('email_taken');
        const link = await links.issue(tx, id, 'staff_invitation', origin);
        await mail.enqueue(tx, {
          to: body.email,
          language,
          template: staffInvitationMail,
          data: { firstName: body.first_name, role: body.role, inviter: actor.email, link },
        });
        const row = await found(tx, id);
        await tellAdmins(tx, actor, 'invited', row);
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
        const row = await found(tx, id);
        if (role === 'admin' && before.role !== 'admin')
          await tellAdmins(tx, actor, 'promoted', row);
        if (active && !wasActive) await tellAdmins(tx, actor, 're_enabled', row);
        return changed(tx, before);
      });
    },

    /**
     * Another staff member lost their phone or passkey: their factors go (audited), their
     * sessions end, they and every admin are mailed, and they enrol again at their next sign-in.
     */
    async resetFactors(actor: Actor, id: string) {
      const target = { actor, entity: 'staff', action: 'reset_factors' };
      return auditedChange(db, target, async (tx) => {
        if (id === actor.id) throw adminConflict('staff_self_reset');
        const before = await found(tx, id);
        await resetSecondFactors(tx, mail, before, now());
        await tellAdmins(tx, actor, 'factors_reset', before);
        return changed(tx, before);
      });
    },
  };
}
