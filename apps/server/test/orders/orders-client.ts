import type {
  CalcMoneySentResponse,
  ContactInfoInput,
  CreateOrderResponse,
  DestinationCode,
  Language,
  OrderCartItemInput,
  PaymentMethod,
} from '@giro/shared';
import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import { eq, sql } from 'drizzle-orm';
import { selectRows } from '../../src/db/select-rows.ts';
import { users } from '../../src/modules/accounts/accounts-tables.ts';
import { orderStatusHistory, orders } from '../../src/modules/orders/orders-tables.ts';
import { accountsClient, type CallOptions } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { mailsTo, type SentMail } from '../helpers/outbox.ts';
import { waitUntil } from '../helpers/wait-until.ts';

export interface QuoteInputs {
  currency: string;
  destination_currency: DestinationCode;
  amount: string;
  delivery?: number | null;
  key?: string;
}

export interface Sender {
  email: string;
  token: string;
}

let senders = 0;

/** The checkout's order calls as the web makes them, on the demo data. */
export function ordersClient(testApp: TestApp) {
  const accounts = accountsClient(testApp);
  const { db, config } = testApp;

  /** A new signed-in sender whose mails are in `language`. */
  async function newSender(language: Language = 'es'): Promise<Sender> {
    senders += 1;
    const email = `sender${senders}@example.com`;
    const token = await accounts.signedInUser(email);
    await db.update(users).set({ language }).where(eq(users.email, email));
    return { email, token };
  }

  /** The cart item the calculator stores for a real quote (spec §3), like the web's. */
  async function cartFor(
    inputs: QuoteInputs,
  ): Promise<OrderCartItemInput & Record<string, unknown>> {
    const request = { type: 1, key: '', delivery: 1, ...inputs };
    const response = await accounts.post('/api/calc_money_sent', request);
    if (response.statusCode !== 200) throw new Error(`quote failed: ${response.body}`);
    const quote = response.json<CalcMoneySentResponse>();
    return {
      pvp: quote.topay,
      currency: inputs.currency,
      isCurrencyFiat: quote.btc === null,
      destination_currency: inputs.destination_currency,
      comision: quote.comision,
      receiving: quote.receiving,
      net_price: quote.value,
      delivery_text: 'Estándar',
      delivery_item: request.delivery,
      fiat_method: '',
      wallet: '',
    };
  }

  /** A create_order body for 100 USD to CUP paid with `method`, unless overridden. */
  async function orderBody(
    method: PaymentMethod,
    quote: Partial<QuoteInputs> = {},
    contact: ContactInfoInput = validContactInfo(),
  ) {
    const inputs: QuoteInputs = {
      currency: 'USD',
      destination_currency: 'CUP',
      amount: '100',
      ...quote,
    };
    return { cart: [await cartFor(inputs)], contact, key: inputs.key ?? '', method };
  }

  const createOrder = (sender: Sender, body: object, options: CallOptions = {}) =>
    accounts.post('/create_order', body, { token: sender.token, ...options });

  /** Whether the order's payment-instructions job has yet to run. */
  async function instructionsPending(reference: string): Promise<boolean> {
    const [row] = await selectRows<{ pending: boolean }>(
      db,
      sql`select exists (
            select 1 from pgboss.job join ${orders} on ${orders.id}::text = job.data->>'orderId'
            where job.name = 'orders.payment-instructions' and ${orders.reference} = ${reference}
              and job.state in ('created', 'retry', 'active')
          ) as pending`,
    );
    return row?.pending === true;
  }

  /**
   * create_order that must succeed: its answer's result. Without a wait for the method to stand
   * (the tests' default), it returns once the instructions job has run, as a sender reads the
   * mail before paying: a test's next change never races that job.
   */
  async function placed(sender: Sender, body: object): Promise<CreateOrderResponse['result']> {
    const response = await createOrder(sender, body);
    const answer = response.json<CreateOrderResponse>();
    if (response.statusCode !== 200 || answer.error) {
      throw new Error(`create_order failed: ${response.body}`);
    }
    if (config.INSTRUCTIONS_MAIL_DELAY_SECONDS === 0) {
      const { reference } = answer.result;
      await waitUntil(async () => !(await instructionsPending(reference)), {
        what: `the payment instructions of ${reference}`,
      });
    }
    return answer.result;
  }

  return {
    newSender,
    cartFor,
    orderBody,
    createOrder,
    placed,
    confirmFiat: (sender: Sender, body: object, options: CallOptions = {}) =>
      accounts.post('/confirm_fiat_payment', body, { token: sender.token, ...options }),
    confirmCrypto: (sender: Sender, body: object, options: CallOptions = {}) =>
      accounts.post('/confirm_crypto_payment', body, { token: sender.token, ...options }),

    async order(reference: string) {
      const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
      if (order === undefined) throw new Error(`no order ${reference}`);
      return order;
    },

    /** Every order of the sender's account, oldest first. */
    async ordersOf(sender: Sender) {
      return db
        .select({
          reference: orders.reference,
          method: orders.method,
          status: orders.status,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(users.email, sender.email))
        .orderBy(orders.createdAt);
    },

    async history(reference: string) {
      const order = await this.order(reference);
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(orderStatusHistory.id);
    },

    /** The mails about `reference` sent to the sender, oldest first. */
    async mailsAbout(sender: Sender, reference: string): Promise<SentMail[]> {
      return (await mailsTo(config.DATA_DIR, sender.email)).filter((mail) =>
        mail.text.includes(reference),
      );
    },
  };
}

export type OrdersClient = ReturnType<typeof ordersClient>;

/** Waits for the sender's mail about `reference` whose text has `text`. */
export async function waitForOrderMail(
  client: OrdersClient,
  sender: Sender,
  reference: string,
  text: string,
  timeoutMs = 5_000,
): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await client.mailsAbout(sender, reference)).find((one) =>
      one.text.includes(text),
    );
    if (mail !== undefined) return mail;
    if (Date.now() > deadline) throw new Error(`no mail about ${reference} saying "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until `count` mails about `reference` reached the sender (mails go out after commit). */
export async function waitForOrderMails(
  client: OrdersClient,
  sender: Sender,
  reference: string,
  count: number,
  timeoutMs = 5_000,
): Promise<SentMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await client.mailsAbout(sender, reference);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(`${mails.length} of ${count} mails about ${reference}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
