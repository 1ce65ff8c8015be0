import type { AgentSettlementResponse } from '@giro/shared/admin/agent-admin-contracts';
import type { AgentCommissionMonth, Month } from '@giro/shared/agents/agent-contracts';
import Big from 'big.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createUserRepository } from '../../accounts/user-repository.ts';
import { monthStart } from '../../agent-page/agent-commission-sql.ts';
import { createAgentCommissionsRepository } from '../../agent-page/agent-commissions-repository.ts';
import { settlementMail } from '../../agent-page/agent-mails.ts';
import { agentSettlements } from '../../agents/agents-tables.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { adminConflict, notFound } from '../admin-errors.ts';
import { createAgentsAdminRepository } from './agents-admin-repository.ts';

interface SettlementDeps {
  db: Database;
  mail: MailService;
  now: () => Date;
}

const settledOf = (months: readonly AgentCommissionMonth[]) =>
  months.map(({ currency, settled }) => ({ currency, settled }));

/**
 * The operator pays an agent what a month earned. Each (month, currency) has one settlement row
 * holding the running total paid: settling again (a transfer of that month paid later) raises it
 * to what the month has earned by then, and only the difference is paid, mailed and answered.
 */
export function createAgentSettlementService({ db, mail, now }: SettlementDeps) {
  return {
    settle(actor: Actor, hash: string, month: Month, origin: string) {
      const at = now();
      // The current month may be settled as it goes; one that has not begun has nothing yet.
      if (month > at.toISOString().slice(0, 7)) throw new AppError(422, 'month_in_future');
      const target = { actor, entity: 'agent', action: 'settle' };
      return auditedChange(db, target, async (tx) => {
        // Two operators settling at once: the second waits, then finds nothing pending.
        const agent = await createAgentsAdminRepository(tx).lock(hash);
        if (agent === undefined) throw notFound();
        const months = await createAgentCommissionsRepository(tx).months(hash, month);
        const due = months.filter((row) => new Big(row.pending).gt(0));
        if (due.length === 0) throw adminConflict('nothing_to_settle');
        for (const row of due) {
          const values = {
            agentHash: hash,
            month: monthStart(month),
            currency: row.currency,
            amount: row.earned,
            orderCount: row.transfers,
            settledAt: at,
            settledBy: actor.id,
          };
          await tx
            .insert(agentSettlements)
            .values(values)
            .onConflictDoUpdate({
              target: [
                agentSettlements.agentHash,
                agentSettlements.month,
                agentSettlements.currency,
              ],
              set: {
                amount: sql`excluded.amount`,
                orderCount: sql`excluded.order_count`,
                settledAt: sql`excluded.settled_at`,
                settledBy: sql`excluded.settled_by`,
              },
            });
        }
        const settled = due.map(({ currency, pending, transfers }) => ({
          currency,
          amount: pending,
          transfers,
        }));
        const user =
          agent.userId === null ? undefined : await createUserRepository(tx).findById(agent.userId);
        if (user !== undefined && user.deactivatedAt === null) {
          const data = { firstName: user.firstName, month, settled, link: `${origin}/agent` };
          await mail.enqueue(tx, {
            to: user.email,
            language: user.language,
            template: settlementMail,
            data,
          });
        }
        const result: AgentSettlementResponse = { month, settled };
        return {
          entityId: hash,
          before: { month, settled: settledOf(due) },
          after: {
            month,
            settled: due.map(({ currency, earned }) => ({ currency, settled: earned })),
          },
          result,
        };
      });
    },
  };
}
