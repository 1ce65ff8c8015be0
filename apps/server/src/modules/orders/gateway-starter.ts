import type { GatewayName } from '../payments/payment-gateway.ts';
import type { PaymentGateways } from '../payments/payment-gateways.ts';
import { paymentDescription } from './orders-messages.ts';
import type { PaymentStarter } from './payment-starter.ts';

/**
 * A payment gateway (TropiPay, Ducapp, Airtm, Payeer): the order needs no operator account, and
 * each create_order, new or reused, registers a payment with the gateway after the commit. A
 * gateway that is down throws (503/502) but the order stays open, so a retry reuses it.
 */
export function gatewayStarter(gateways: PaymentGateways, name: GatewayName): PaymentStarter {
  return {
    prepare: async () => ({}),
    async links(order, { language, origin }) {
      const link = await gateways.get(name).createPayment({
        orderReference: order.reference,
        amount: order.total,
        currency: order.pricingCurrency,
        description: paymentDescription(language, order.reference),
        language,
        returnUrls: { success: `${origin}/payment-success`, failure: `${origin}/payment-error` },
        notifyUrl: `${origin}/payments/callback/${name}`,
      });
      return { url: link.url ?? '', formUrl: link.formUrl ?? '' };
    },
  };
}
