import type { HistoryActor, OrderHistoryEvent } from '@giro/shared/admin/order-admin-contracts';
import type { TFunction } from 'i18next';

/** Who made a change, in the console's language. */
export function actorText(actor: HistoryActor, t: TFunction<'admin'>): string {
  return t(`orders.actors.${actor.kind}`, { name: actor.name });
}

/**
 * What the system recorded, in the console's language; its gateway, result and status named
 * too, and a statement's amounts (`amount`, `total`, `missing` in `currency`) formatted.
 */
export function eventText(
  event: OrderHistoryEvent,
  t: TFunction<'admin'>,
  money: (amount: string, currency: string) => string,
): string {
  const { gateway, result, status, currency, ...rest } = event.params;
  const amounts = Object.fromEntries(
    (['amount', 'total', 'missing'] as const).flatMap((key) => {
      const amount = rest[key];
      return amount === undefined || currency === undefined ? [] : [[key, money(amount, currency)]];
    }),
  );
  return t(`orders.events.${event.code}`, {
    ...rest,
    ...amounts,
    ...(gateway !== undefined && { gateway: t(`orders.methods.${gateway}`, gateway) }),
    ...(result !== undefined && { result: t(`orders.paymentResults.${result}`, result) }),
    ...(status !== undefined && { status: t(`orders.statuses.${status}`, status) }),
  });
}
