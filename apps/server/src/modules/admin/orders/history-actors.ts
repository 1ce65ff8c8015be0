import type { HistoryActor } from '@giro/shared/admin/order-admin-contracts';
import { gatewayLabels, isGatewayName } from '../../payments/payment-gateway.ts';

/** How `actor` of a history row is written (orders/order-status-changer.ts): what it names. */
type ActorRef = { kind: 'sender' | 'staff'; userId: string } | HistoryActor;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function actorRef(actor: string): ActorRef {
  if (actor === 'system') return { kind: 'system', name: '' };
  const [prefix = '', rest = ''] = actor.split(':', 2);
  if (prefix === 'staff' && uuid.test(rest)) return { kind: 'staff', userId: rest };
  if (prefix === 'gateway') {
    return { kind: 'gateway', name: isGatewayName(rest) ? gatewayLabels[rest] : rest };
  }
  if (uuid.test(actor)) return { kind: 'sender', userId: actor };
  return { kind: 'system', name: actor };
}

/** The user ids the actors name, to look their names up at once. */
export function actorUserIds(actors: readonly string[]): string[] {
  const ids = actors.map(actorRef).flatMap((ref) => ('userId' in ref ? [ref.userId] : []));
  return [...new Set(ids)];
}

/** The actor as the console shows it; a user no longer found keeps the id. */
export function historyActor(actor: string, names: ReadonlyMap<string, string>): HistoryActor {
  const ref = actorRef(actor);
  if (!('userId' in ref)) return ref;
  return { kind: ref.kind, name: names.get(ref.userId) ?? ref.userId };
}
