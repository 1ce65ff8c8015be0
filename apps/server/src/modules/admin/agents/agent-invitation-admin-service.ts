import { randomBytes } from 'node:crypto';
import type { Language } from '@giro/shared';
import type { AdminAgent, AgentInvitationBody } from '@giro/shared/admin/agent-admin-contracts';
import { hasStaffRole } from '@giro/shared/admin/staff-roles';
import type { Database } from '../../../db/database.ts';
import { createAccountLinks } from '../../accounts/account-links.ts';
import { hashPassword } from '../../accounts/password-hasher.ts';
import { createUserRepository, type UserRow } from '../../accounts/user-repository.ts';
import { agentInvitationMail, madeAgentMail } from '../../agent-page/agent-mails.ts';
import { agentOfUser } from '../../agent-page/agent-of-user.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { adminConflict, notFound } from '../admin-errors.ts';
import { type AgentRow, createAgentsAdminRepository } from './agents-admin-repository.ts';
import { toAdminAgent } from './agents-admin-service.ts';

interface InvitationDeps {
  db: Database;
  mail: MailService;
  now: () => Date;
}

/** Why an existing account cannot become this agent's: a 409 the console explains. */
async function refusal(tx: Database, user: UserRow) {
  if (hasStaffRole(user.role, 'operator')) return adminConflict('agent_email_staff');
  if (user.deactivatedAt !== null) return adminConflict('agent_email_deactivated');
  const linked = await agentOfUser(tx, user.id);
  return linked === undefined ? undefined : adminConflict('agent_email_other_agent');
}

/**
 * Gives an agent its account (one agent ↔ one account), audited, with its mail enqueued in the
 * same transaction. A new address gets an inactive account and an invitation to choose a
 * password; an existing sender's account becomes the agent's: mailed an invitation too when it
 * was never activated, else told to sign in as before.
 */
export function createAgentInvitationAdminService({ db, mail, now }: InvitationDeps) {
  const links = createAccountLinks(now);

  async function mailInvitation(
    tx: Database,
    agent: AgentRow,
    user: { id: string; email: string; language: Language },
    origin: string,
  ): Promise<void> {
    const link = await links.issue(tx, user.id, 'invitation', origin);
    const { email: to, language } = user;
    const data = { agentName: agent.name, link };
    await mail.enqueue(tx, { to, language, template: agentInvitationMail, data });
  }

  /** A sender's account becomes the agent's; one never activated is invited to set a password. */
  async function linkExisting(tx: Database, agent: AgentRow, user: UserRow, origin: string) {
    await createUserRepository(tx).update(user.id, { role: 'agent' });
    await createAgentsAdminRepository(tx).linkAccount(agent.hash, user.id);
    if (!user.active) return mailInvitation(tx, agent, user, origin);
    const data = { firstName: user.firstName, agentName: agent.name, link: `${origin}/agent` };
    const { email: to, language } = user;
    await mail.enqueue(tx, { to, language, template: madeAgentMail, data });
  }

  async function createAccount(
    tx: Database,
    agent: AgentRow,
    { email, language }: AgentInvitationBody,
    origin: string,
    passwordHash: string,
  ): Promise<void> {
    const values = { firstName: agent.name, lastName: '', email, passwordHash, language };
    const id = await createUserRepository(tx).insert({
      ...values,
      registerLink: null,
      active: false,
      role: 'agent',
    });
    // Taken between the lookup and the insert: the operator tries again and links that account.
    if (id === undefined) throw adminConflict('email_taken');
    await createAgentsAdminRepository(tx).linkAccount(agent.hash, id);
    await mailInvitation(tx, agent, { id, email, language }, origin);
  }

  return {
    async invite(
      actor: Actor,
      hash: string,
      body: AgentInvitationBody,
      origin: string,
    ): Promise<AdminAgent> {
      // Nobody knows this password: the account opens only through the invitation's link.
      const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
      const target = { actor, entity: 'agent', action: 'invite' };
      return auditedChange(db, target, async (tx) => {
        const agents = createAgentsAdminRepository(tx);
        const agent = await agents.lock(hash);
        if (agent === undefined) throw notFound();
        if (agent.userId !== null) throw adminConflict('agent_has_account');
        const users = createUserRepository(tx);
        const found = await users.findByEmail(body.email);
        const existing = found && (await users.lock(found.id));
        const problem = existing && (await refusal(tx, existing));
        if (problem !== undefined) throw problem;
        if (existing === undefined) await createAccount(tx, agent, body, origin, unusablePassword);
        else await linkExisting(tx, agent, existing, origin);
        const linked = await agents.findWithAccount(hash);
        const kind = existing === undefined ? 'new' : 'existing';
        return {
          entityId: hash,
          before: { account: null },
          after: { account: { email: linked?.account?.email ?? body.email, kind } },
          result: toAdminAgent(agent, linked?.account ?? null),
        };
      });
    },
  };
}
