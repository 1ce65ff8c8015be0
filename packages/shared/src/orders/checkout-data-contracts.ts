import { z } from 'zod';
import { agentHashSchema } from '../pricing/contracts.ts';
import { moneyStringSchema } from '../pricing/decimal-schemas.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { paymentMethodSchema } from './payment-methods.ts';

/**
 * GET /get_gateways: the methods the operator enabled, in the operator's order. With the cart's
 * `currency` (and its `amount`, the total to pay) only the methods that can take that cart: the
 * currency's kind (Airtm USD only, crypto for crypto), a receiving account in the currency with
 * room under its daily limit (Zelle, PayPal, transfer), a wallet for the coin. Without them the
 * answer is the spec's, for older clients.
 */
export const getGatewaysQuerySchema = z.object({
  currency: z.string().trim().min(1).max(10).optional(),
  amount: moneyStringSchema.optional(),
});
export type GetGatewaysQuery = z.infer<typeof getGatewaysQuerySchema>;
const gatewaySchema = z.object({ name: paymentMethodSchema });
export const getGatewaysResponseSchema = z.array(gatewaySchema);

/** GET /get_wallet_address?currency=&hash= : `currency` is the cart's crypto, `hash` the agent's. */
export const getWalletAddressQuerySchema = z.object({
  currency: z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(16, { error: 'validation.invalid' }),
  hash: agentHashSchema,
});

/** The operator's wallet for a crypto; `icon` is an image URL, `chain` the network to send on. */
export const walletSchema = z.object({ address: z.string(), icon: z.string(), chain: z.string() });
export type Wallet = z.infer<typeof walletSchema>;
