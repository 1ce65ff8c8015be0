import { AppError } from '../../lib/app-error.ts';
import { checkAgainstOrder } from './check-against-order.ts';
import { defaultRetryPolicy, type HttpTransport, type RetryPolicy } from './gateway-http-client.ts';
import {
  configuredGateways,
  type GatewayConfig,
  type GatewaySettings,
} from './gateway-settings.ts';
import { createAirtmGateway } from './gateways/airtm-gateway.ts';
import { createDucappGateway } from './gateways/ducapp-gateway.ts';
import type { AdapterDeps, GatewayAdapter } from './gateways/gateway-adapter.ts';
import { createPayeerGateway } from './gateways/payeer-gateway.ts';
import { createTropipayGateway } from './gateways/tropipay-gateway.ts';
import type { GatewayName, PaymentGateway } from './payment-gateway.ts';

export interface PaymentGatewaysDeps {
  now: () => Date;
  /** HTTP to the real gateways: `fetch` unless a test points elsewhere. */
  transport?: HttpTransport;
  retryPolicy?: RetryPolicy;
  /** Where gateways without credentials run; without a sandbox they are not offered. */
  sandbox?: { settings: GatewaySettings; transport: HttpTransport };
}

/** The gateways Giro offers, by the name the checkout uses ("payeer", "tropipay", ...). */
export interface PaymentGateways {
  /** Offered gateways in a fixed order; `sandbox` when payments are only tests. */
  offered(): { name: GatewayName; sandbox: boolean }[];
  /** The gateway of a checkout method or callback path; 404 `not_found` if it is not offered. */
  get(name: string): PaymentGateway;
}

type Offered = { gateway: PaymentGateway; sandbox: boolean };
type Factory<K extends GatewayName> = (
  settings: GatewaySettings[K],
  deps: AdapterDeps,
) => GatewayAdapter;

function toPaymentGateway({ authenticate, ...adapter }: GatewayAdapter): PaymentGateway {
  return {
    ...adapter,
    verifyCallback: async (body, findExpected) =>
      checkAgainstOrder(await authenticate(body), findExpected),
  };
}

/** Each gateway with the operator's credentials, else in the sandbox (when there is one). */
export function createPaymentGateways(
  config: GatewayConfig,
  deps: PaymentGatewaysDeps,
): PaymentGateways {
  const configured = configuredGateways(config);
  const retryPolicy = deps.retryPolicy ?? defaultRetryPolicy;
  const offered = new Map<string, Offered>();

  function offer<K extends GatewayName>(name: K, create: Factory<K>): void {
    const own = configured[name];
    const { sandbox } = deps;
    const source = own
      ? { settings: own, transport: deps.transport ?? fetch, sandbox: false }
      : sandbox && {
          settings: sandbox.settings[name],
          transport: sandbox.transport,
          sandbox: true,
        };
    if (!source) return;
    const adapter = create(source.settings, {
      transport: source.transport,
      retryPolicy,
      now: deps.now,
    });
    offered.set(name, { gateway: toPaymentGateway(adapter), sandbox: source.sandbox });
  }
  offer('payeer', createPayeerGateway);
  offer('tropipay', createTropipayGateway);
  offer('airtm', createAirtmGateway);
  offer('ducapp', createDucappGateway);

  return {
    offered: () =>
      [...offered].map(([, { gateway, sandbox }]) => ({ name: gateway.name, sandbox })),
    get(name) {
      const entry = offered.get(name);
      if (entry === undefined) throw new AppError(404, 'not_found');
      return entry.gateway;
    },
  };
}
