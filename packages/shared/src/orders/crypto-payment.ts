import { z } from 'zod';

/**
 * What a crypto order was paid with, as every page, console screen and receipt shows it: the
 * coin and its amount (not only the fiat total it was priced in), the network and the wallet it
 * was sent to, and the TXID once the sender gave it.
 */
export const cryptoPaymentSchema = z.object({
  coin: z.string(),
  amount: z.string(),
  network: z.string(),
  wallet: z.string(),
  txid: z.string().nullable(),
});
export type CryptoPayment = z.infer<typeof cryptoPaymentSchema>;
