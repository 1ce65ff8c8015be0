import { z } from 'zod';
import { optionalText, requiredText } from '../contact-info/text-fields.ts';
import { databaseIdSchema } from '../database-id.ts';
import { paymentMethodSchema, receivingAccountMethods } from '../orders/payment-methods.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { positiveMoneyInput } from './admin-decimals.ts';
import { currencyCodeSchema } from './pricing-admin-contracts.ts';

/** A numeric id in a path: `/api/admin/receiving-accounts/3`. */
export const numericIdParamsSchema = z.object({
  id: databaseIdSchema,
});

/** POST /api/admin/receiving-accounts and PUT …/:id: one account Zelle, PayPal or bank orders go to. */
export const receivingAccountBodySchema = z.object(
  {
    method: z.enum(receivingAccountMethods, { error: requiredOrInvalid }),
    currency: currencyCodeSchema,
    label: requiredText,
    account: requiredText,
    holder: requiredText,
    bank_name: optionalText,
    swift: optionalText,
    /** What the account may receive per day (UTC), in its currency; rotation skips it after. */
    daily_limit: positiveMoneyInput,
    active: z.boolean({ error: requiredOrInvalid }),
  },
  { error: requiredOrInvalid },
);
export type ReceivingAccountBodyInput = z.input<typeof receivingAccountBodySchema>;
export type ReceivingAccountBody = z.output<typeof receivingAccountBodySchema>;

export const adminReceivingAccountSchema = z.object({
  id: z.number(),
  method: z.enum(receivingAccountMethods),
  currency: z.string(),
  label: z.string(),
  account: z.string(),
  holder: z.string(),
  bank_name: z.string(),
  swift: z.string(),
  daily_limit: z.string(),
  active: z.boolean(),
});
export type AdminReceivingAccount = z.infer<typeof adminReceivingAccountSchema>;

/** POST /api/admin/wallets and PUT …/:id: where senders pay one crypto currency on one network. */
export const walletBodySchema = z.object(
  {
    currency: currencyCodeSchema,
    chain: requiredText,
    address: requiredText,
    /** An image path under the site or a data: URI; data URIs may be long. */
    icon: z
      .string({ error: requiredOrInvalid })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(20_000, { error: 'validation.invalid' }),
    active: z.boolean({ error: requiredOrInvalid }),
    /** The active wallet with the lowest position is the one shown. */
    position: z
      .number({ error: requiredOrInvalid })
      .int({ error: 'validation.invalid' })
      .min(0)
      .max(1000),
  },
  { error: requiredOrInvalid },
);
export type WalletBodyInput = z.input<typeof walletBodySchema>;
export type WalletBody = z.output<typeof walletBodySchema>;

export const adminWalletSchema = z.object({
  id: z.number(),
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  icon: z.string(),
  active: z.boolean(),
  position: z.number(),
});
export type AdminWallet = z.infer<typeof adminWalletSchema>;

/** PUT /api/admin/gateways/:name: offer a checkout payment method or not. */
export const gatewayBodySchema = z.object(
  { enabled: z.boolean({ error: requiredOrInvalid }) },
  { error: requiredOrInvalid },
);
export const gatewayParamsSchema = z.object({ name: paymentMethodSchema });

export const adminGatewaySchema = z.object({
  name: paymentMethodSchema,
  enabled: z.boolean(),
  position: z.number(),
});
export type AdminGateway = z.infer<typeof adminGatewaySchema>;

/** GET /api/admin/contact-messages: newest first. */
export const adminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  freelancer: z.string().nullable(),
  language: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  handled_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const contactMessageParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** GET /api/admin/contact-messages */
export const adminContactMessageListSchema = z.array(adminContactMessageSchema);

/** GET /api/admin/gateways */
export const adminGatewayListSchema = z.array(adminGatewaySchema);

/** GET /api/admin/receiving-accounts */
export const adminReceivingAccountListSchema = z.array(adminReceivingAccountSchema);

/** GET /api/admin/wallets */
export const adminWalletListSchema = z.array(adminWalletSchema);
