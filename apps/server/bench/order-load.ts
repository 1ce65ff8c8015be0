import type { CalcMoneySentResponse, PaymentMethod } from '@giro/shared';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { orders } from '../src/modules/orders/orders-tables.ts';
import { benchContact } from './bench-senders.ts';

/** Headers of a browser that has its CSRF cookie, as the web app sends them. */
export async function browserHeaders(origin: string): Promise<Record<string, string>> {
  const { token } = (await (await fetch(`${origin}/api/csrf`)).json()) as { token: string };
  return {
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
  };
}

type CartItem = Awaited<ReturnType<typeof pricedCarts>>[number];

/** `count` cart items for distinct principals (50, 51 … USD), priced by the server as the web does. */
export async function pricedCarts(
  origin: string,
  headers: Record<string, string>,
  currency: string,
  count: number,
) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const request = {
        amount: String(50 + index),
        currency,
        destination_currency: 'USD CASH',
        type: 1,
        delivery: 1,
      };
      const response = await fetch(`${origin}/api/calc_money_sent`, {
        method: 'POST',
        headers,
        body: JSON.stringify(request),
      });
      if (!response.ok)
        throw new Error(`quote answered ${response.status}: ${await response.text()}`);
      const quote = (await response.json()) as CalcMoneySentResponse;
      return {
        pvp: quote.topay,
        currency,
        destination_currency: request.destination_currency,
        receiving: quote.receiving,
        net_price: quote.value,
        delivery_item: request.delivery,
      };
    }),
  );
}

export interface OrderRound {
  origin: string;
  headers: Record<string, string>;
  method: PaymentMethod;
  carts: CartItem[];
  connections: number;
  seconds: number;
}

export interface OrderFigures {
  ordersPerSecond: number;
  p99Ms: number;
  created: number;
  /** Answers that were not 2xx, and connection errors. */
  failed: number;
}

/**
 * create_order under load from many senders (their session tokens), each request a sender and
 * cart pair not used before in this load, so each creates an order (an open order for the same
 * sender, method and cart is answered again instead). Orders are counted in the database.
 */
export function orderLoad(db: Database, tokens: string[]) {
  let next = 0;
  const ordersNow = async () => (await db.select({ total: count() }).from(orders))[0]?.total ?? 0;
  return async function run(round: OrderRound): Promise<OrderFigures> {
    const before = await ordersNow();
    const result = await autocannon({
      url: `${round.origin}/create_order`,
      connections: round.connections,
      duration: round.seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            next += 1;
            const token = tokens[next % tokens.length];
            const cart = round.carts[Math.floor(next / tokens.length) % round.carts.length];
            return {
              ...request,
              headers: { ...round.headers, authorization: `Bearer ${token}` },
              body: JSON.stringify({
                cart: [cart],
                contact: benchContact,
                key: '',
                method: round.method,
              }),
            };
          },
        },
      ],
    });
    const created = (await ordersNow()) - before;
    return {
      ordersPerSecond: created / result.duration,
      p99Ms: result.latency.p99,
      created,
      failed: result.non2xx + result.errors,
    };
  };
}

/** "create_order zelle    412 orders/s  p99 87 ms  (2060 orders, 0 failed answers)" */
export function orderLine(method: PaymentMethod, figures: OrderFigures): string {
  return (
    `create_order ${method.padEnd(6)} ${figures.ordersPerSecond.toFixed(0).padStart(6)} orders/s` +
    `  p99 ${figures.p99Ms} ms  (${figures.created} orders, ${figures.failed} failed answers)`
  );
}
