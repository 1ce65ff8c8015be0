import type { Config } from '../../config/env.ts';
import type { AirtmSettings } from './gateways/airtm-gateway.ts';
import type { DucappSettings } from './gateways/ducapp-gateway.ts';
import type { PayeerSettings } from './gateways/payeer-gateway.ts';
import type { TropipaySettings } from './gateways/tropipay-gateway.ts';

export interface GatewaySettings {
  payeer: PayeerSettings;
  tropipay: TropipaySettings;
  airtm: AirtmSettings;
  ducapp: DucappSettings;
}

export type GatewayConfig = Pick<
  Config,
  | 'PAYEER_SHOP_ID'
  | 'PAYEER_SECRET'
  | 'TROPIPAY_CLIENT_ID'
  | 'TROPIPAY_CLIENT_SECRET'
  | 'TROPIPAY_BASE_URL'
  | 'AIRTM_PARTNER_ID'
  | 'AIRTM_PARTNER_SECRET'
  | 'AIRTM_BASE_URL'
  | 'DUCAPP_API_KEY'
  | 'DUCAPP_PHONE'
  | 'DUCAPP_PASSWORD'
  | 'DUCAPP_BASE_URL'
>;

const payeerMerchantUrl = 'https://payeer.com/merchant/';

/** The gateways the operator gave credentials for (config/env.ts requires them whole). */
export function configuredGateways(config: GatewayConfig): Partial<GatewaySettings> {
  const settings: Partial<GatewaySettings> = {};
  if (config.PAYEER_SHOP_ID && config.PAYEER_SECRET) {
    settings.payeer = {
      shopId: config.PAYEER_SHOP_ID,
      secret: config.PAYEER_SECRET,
      merchantUrl: payeerMerchantUrl,
    };
  }
  if (config.TROPIPAY_CLIENT_ID && config.TROPIPAY_CLIENT_SECRET) {
    settings.tropipay = {
      clientId: config.TROPIPAY_CLIENT_ID,
      clientSecret: config.TROPIPAY_CLIENT_SECRET,
      baseUrl: config.TROPIPAY_BASE_URL,
    };
  }
  if (config.AIRTM_PARTNER_ID && config.AIRTM_PARTNER_SECRET) {
    const baseUrl = config.AIRTM_BASE_URL;
    settings.airtm = {
      partnerId: config.AIRTM_PARTNER_ID,
      partnerSecret: config.AIRTM_PARTNER_SECRET,
      baseUrl,
      checkoutUrl: (id) => `${baseUrl}/checkout/${encodeURIComponent(id)}`,
    };
  }
  if (config.DUCAPP_API_KEY && config.DUCAPP_PHONE && config.DUCAPP_PASSWORD) {
    settings.ducapp = {
      apiKey: config.DUCAPP_API_KEY,
      phone: config.DUCAPP_PHONE,
      password: config.DUCAPP_PASSWORD,
      baseUrl: config.DUCAPP_BASE_URL,
    };
  }
  return settings;
}
