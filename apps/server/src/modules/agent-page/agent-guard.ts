import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { type AgentRow, agentOfUser } from './agent-of-user.ts';

const agentOf = new WeakMap<FastifyRequest, AgentRow>();

/**
 * Every route `app` registers from here on is the agent's own: 401 without a session, 403
 * `forbidden` for an account that is not an agent's (senders, staff, an agent role whose record
 * is gone), checked before the input is, like the console's staff guard. Each must be a call
 * whose contract says so (access `agent`), or the app does not start.
 */
export function agentRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const { user } = request;
    if (user === null) throw new AppError(401, 'unauthorized');
    const agent = user.role === 'agent' ? await agentOfUser(app.db, user.id) : undefined;
    if (agent === undefined) throw new AppError(403, 'forbidden');
    agentOf.set(request, agent);
  });
  app.addHook('onRoute', (route) => {
    if (route.config?.call?.access !== 'agent') throw new Error(`${route.url} is no agent call`);
  });
}

/** The agent behind a request of a route guarded by `agentRoutes`. */
export function signedInAgent(request: FastifyRequest): AgentRow {
  const agent = agentOf.get(request);
  if (agent === undefined) throw new AppError(403, 'forbidden');
  return agent;
}
