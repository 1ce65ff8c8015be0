import type { ReceivingAccountMethod } from '@giro/shared';
import { receivingAccountUnavailable } from './orders-errors.ts';
import type { PaymentStarter } from './payment-starter.ts';
import { pickReceivingAccount } from './receiving-account-rotation.ts';

/** Zelle, PayPal and bank transfer: the order is paid to a rotated operator account. */
export function receivingAccountStarter(
  method: ReceivingAccountMethod,
  now: () => Date,
): PaymentStarter {
  return {
    async prepare(tx, draft) {
      const picked = await pickReceivingAccount(tx, {
        method,
        currency: draft.pricingCurrency,
        total: draft.total,
        now: now(),
      });
      if (picked === undefined) throw receivingAccountUnavailable(method);
      const { id, ...account } = picked;
      return { payTo: { kind: 'account', ...account }, receivingAccountId: id };
    },
  };
}
