import { sql } from 'drizzle-orm';
import { signedInAs } from '../admin/admin-client.ts';
import { testPassword } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type CsrfPair, csrf } from '../helpers/csrf.ts';
import { ordersClient, type Sender } from '../orders/orders-client.ts';
import type { DocumentedOperation } from './openapi-document.ts';
import { securitySchemes } from './openapi-document.ts';

/** The sessions the fuzzer signs in with, once each (password hashing is slow). */
export interface FuzzSessions {
  sender: Sender;
  operator: string;
  admin: string;
  /** The demo agent's account: /api/agent/* answers it, not the sender (403). */
  agent: string;
  metricsToken: string;
  csrf: CsrfPair;
  /** An order the sender placed: a reference that exists. */
  reference: string;
  /** A new signed-in sender, for a call that may end its session or its account. */
  freshSender(): Promise<string>;
}

/** 32+ characters, as METRICS_TOKEN must be; the app is built with it. */
export const metricsToken = 'fuzz-metrics-token-0123456789abcdef';

/** An account of role agent linked to the seeded demo agent, signed in. */
async function demoAgentSession(testApp: TestApp): Promise<string> {
  const token = await signedInAs(testApp, 'agent');
  await testApp.db.execute(
    sql`update agents set user_id = (select id from users where role = 'agent' limit 1)
      where hash = 'demo-agent'`,
  );
  return token;
}

export async function signInSessions(testApp: TestApp): Promise<FuzzSessions> {
  const orders = ordersClient(testApp);
  const sender = await orders.newSender();
  const placed = await orders.placed(sender, await orders.orderBody('zelle'));
  // A second order: one may be cancelled by a case while the other stays open.
  await orders.placed(sender, await orders.orderBody('zelle', { amount: '150' }));
  return {
    sender,
    operator: await signedInAs(testApp, 'operator'),
    admin: await signedInAs(testApp, 'admin'),
    agent: await demoAgentSession(testApp),
    metricsToken,
    csrf: await csrf(testApp.app),
    reference: placed.reference,
    freshSender: async () => (await orders.newSender()).token,
  };
}

/**
 * Bodies the server takes (a real quote's cart, the sender's own credentials): generated ones
 * almost never pass its checks beyond the schema, so success answers would go unchecked.
 */
export async function knownGoodBodies(
  testApp: TestApp,
  sessions: FuzzSessions,
): Promise<Record<string, unknown[]>> {
  const orders = ordersClient(testApp);
  const quote = { amount: '100', currency: 'USD', destination_currency: 'CUP', type: 1, key: '' };
  return {
    'post /api/auth/signin': [{ email: sessions.sender.email, password: testPassword }],
    'post /api/calc_money_sent': [{ ...quote, delivery: 1 }],
    'post /create_order': [await orders.orderBody('zelle'), await orders.orderBody('paypal')],
    'post /contact': [
      { name: 'Ana María Pérez', email: 'ana.perez@example.com', message: '¿Cuánto tarda?' },
    ],
    'post /api/user/update-name': [{ first_name: 'Ana', last_name: 'Pérez' }],
    'post /api/rate-alerts': [
      // Above today's demo rate (320 CUP) and within the corridor's bounds (half to double).
      { currency: 'USD', destination_currency: 'CUP', direction: 'at_least', target: '400' },
    ],
    // Runs with a fresh sender of its own (a session ender in contract-fuzz.test.ts).
    'post /api/user/update-password': [
      {
        password: 'nueva-clave-segura-9',
        confirm: 'nueva-clave-segura-9',
        current_password: testPassword,
      },
    ],
  };
}

/** The bearer token a call needs, by its documented security and role. */
export function tokenFor(
  documented: DocumentedOperation,
  sessions: FuzzSessions,
): string | undefined {
  const { path, operation } = documented;
  // Its summary: "METRICS_TOKEN as bearer token, or from loopback" (no session scheme).
  if (path === '/metrics') return sessions.metricsToken;
  if (!securitySchemes(operation).includes('bearer')) return undefined;
  if (path.startsWith('/api/agent/')) return sessions.agent;
  if (path.startsWith('/api/admin/')) {
    return operation['x-staff-role'] === 'admin' ? sessions.admin : sessions.operator;
  }
  return sessions.sender.token;
}
