import { randomBytes } from 'node:crypto';
import type { GatewaySettings } from '../gateway-settings.ts';
import type { GatewayName } from '../payment-gateway.ts';

/** Host of the sandbox's fake gateway APIs; `.invalid` never resolves, the calls stay in-process. */
export const sandboxApiOrigin = 'http://sandbox.invalid';

const secret = () => randomBytes(24).toString('base64url');

/** The browser page where the payer approves or declines test payment `id`. */
export function sandboxPageUrl(publicBase: string, gateway: GatewayName, id: string): string {
  return `${publicBase}/sandbox/pay/${gateway}?id=${encodeURIComponent(id)}`;
}

/**
 * Settings of every gateway as the sandbox plays it: secrets made up for this process, and
 * base URLs on the sandbox's fake APIs. `publicBase` is PUBLIC_URL, or '' for same-origin links.
 */
export function createSandboxSettings(publicBase: string): GatewaySettings {
  const api = (gateway: GatewayName) => `${sandboxApiOrigin}/sandbox/api/${gateway}`;
  return {
    payeer: {
      shopId: 'sandbox-shop',
      secret: secret(),
      merchantUrl: `${publicBase}/sandbox/pay/payeer`,
    },
    tropipay: { clientId: 'sandbox-client', clientSecret: secret(), baseUrl: api('tropipay') },
    airtm: {
      partnerId: 'sandbox-partner',
      partnerSecret: secret(),
      baseUrl: api('airtm'),
      checkoutUrl: (id) => sandboxPageUrl(publicBase, 'airtm', id),
    },
    ducapp: { apiKey: secret(), phone: '+10000000000', password: secret(), baseUrl: api('ducapp') },
  };
}
