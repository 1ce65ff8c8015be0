import type { HttpTransport } from '../gateway-http-client.ts';
import type { GatewaySettings } from '../gateway-settings.ts';
import { createSandboxSettings } from './sandbox-settings.ts';
import { createSandboxStore, type SandboxStore } from './sandbox-store.ts';

/** The offline stand-in for gateways without credentials; one per process. */
export interface PaymentsSandbox {
  settings: GatewaySettings;
  store: SandboxStore;
  /** PUBLIC_URL, or '' so that pages link same-origin. */
  publicBase: string;
  /** Calls Giro's own routes in-process: the fake APIs and the callback route. */
  transport: HttpTransport;
  now: () => Date;
}

export function createPaymentsSandbox(options: {
  publicBase: string;
  transport: HttpTransport;
  now: () => Date;
}): PaymentsSandbox {
  return {
    ...options,
    settings: createSandboxSettings(options.publicBase),
    store: createSandboxStore(),
  };
}
