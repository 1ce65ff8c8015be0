import { createHash } from 'node:crypto';
import type { CalcMoneySentResponse, ContactInfo } from '@giro/shared';

export interface PricedCart {
  currency: string;
  destination: string;
  agentHash: string;
  deliveryId: number | null;
  quote: CalcMoneySentResponse;
  contact: ContactInfo;
}

/**
 * Identifies "the same cart": same route, agent, delivery, server quote and contact details.
 * A new price or a changed receiver makes a new order rather than reusing a stale one.
 */
export function cartFingerprint(cart: PricedCart): string {
  const { quote } = cart;
  const canonical = JSON.stringify([
    cart.currency,
    cart.destination,
    cart.agentHash,
    cart.deliveryId,
    quote.value,
    quote.comision,
    quote.topay,
    quote.receiving,
    quote.tasa,
    cart.contact,
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}
