import type { DestinationCode } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Agent } from '../agents/agents-repository.ts';
import type { PricingCatalogue } from './pricing-catalogue.ts';

/** Who asks for prices: a direct customer (empty hash) or the customer of an active agent. */
export interface Customer {
  hash: string;
  agent: Agent | undefined;
  /** What this customer may send to, closed channels included. */
  destinations: readonly DestinationCode[];
}

type CustomerRefusal = 'agent_unknown' | 'agent_inactive';

export type CustomerLookup =
  | { ok: true; customer: Customer }
  | { ok: false; code: CustomerRefusal };

export function findCustomer(catalogue: PricingCatalogue, hash: string): CustomerLookup {
  if (hash === '') {
    const destinations = catalogue.destinations.filter((d) => d.direct).map((d) => d.code);
    return { ok: true, customer: { hash, agent: undefined, destinations } };
  }
  const agent = catalogue.agents.get(hash);
  if (agent === undefined) return { ok: false, code: 'agent_unknown' };
  if (!agent.active) return { ok: false, code: 'agent_inactive' };
  return { ok: true, customer: { hash, agent, destinations: agent.destinations } };
}

/** The customer of `hash`, or a 422 naming why the agent link cannot be used. */
export function requireCustomer(catalogue: PricingCatalogue, hash: string): Customer {
  const lookup = findCustomer(catalogue, hash);
  if (!lookup.ok) throw new AppError(422, lookup.code);
  return lookup.customer;
}
