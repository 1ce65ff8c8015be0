import type { CalcMoneySentResponse, CreateOrderResponse } from '@giro/shared';
import { benchContact, createBenchSenders, liftDailyLimits } from '../bench/bench-senders.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import type { Answer, GiroCall } from './giro-client.ts';

export interface Sender {
  email: string;
  token: string;
}

/** `count` senders with a live session each, and the demo accounts' daily limits lifted. */
export async function sendersOn(database: DatabaseHandle, count: number): Promise<Sender[]> {
  await liftDailyLimits(database.db);
  const tokens = await createBenchSenders(database.db, count);
  return tokens.map((token, index) => ({ email: `bench-${index}@example.com`, token }));
}

export const signIn = (call: GiroCall, email: string, password: string, forwardedFor?: string) =>
  call('POST', '/api/auth/signin', {
    json: { email, password },
    ...(forwardedFor !== undefined && { forwardedFor }),
  });

/** A one-item USD cart priced by the server, as the calculator hands it to the checkout. */
export async function cartFor(call: GiroCall, amount: number) {
  const request = {
    amount: String(amount),
    currency: 'USD',
    destination_currency: 'USD CASH',
    type: 1,
    delivery: 1,
  };
  const quote = await call('POST', '/api/calc_money_sent', { json: request });
  if (quote.status !== 200) throw new Error(`quote answered ${quote.status}`);
  const { topay, receiving, value } = quote.json<CalcMoneySentResponse>();
  return {
    pvp: topay,
    currency: request.currency,
    destination_currency: request.destination_currency,
    receiving,
    net_price: value,
    delivery_item: request.delivery,
  };
}

export type Cart = Awaited<ReturnType<typeof cartFor>>;

export const createOrder = (call: GiroCall, token: string, cart: Cart) =>
  call('POST', '/create_order', {
    token,
    json: { cart: [cart], contact: benchContact, key: '', method: 'zelle' },
  });

/** The reference of an order create_order acknowledged; undefined for any other answer. */
export function acknowledged(answer: Answer): string | undefined {
  if (answer.status !== 200) return undefined;
  const body = answer.json<CreateOrderResponse>();
  return body.error ? undefined : body.result.reference;
}
