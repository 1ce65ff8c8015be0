import Big from 'big.js';
import {
  type CallbackOutcome,
  type ExpectedPayment,
  type FindExpectedPayment,
  type RejectionReason,
  rejected,
  type VerifiedPayment,
} from './payment-gateway.ts';

/** An authentic callback becomes a verified payment only if it matches its order. */
export async function checkAgainstOrder(
  authentic: CallbackOutcome,
  findExpected: FindExpectedPayment,
): Promise<CallbackOutcome> {
  if (!authentic.ok) return authentic;
  const { gateway, orderReference, raw } = authentic.payment;
  const reason = mismatch(authentic.payment, await findExpected(orderReference));
  return reason === undefined ? authentic : rejected(gateway, reason, raw, orderReference);
}

function mismatch(
  payment: VerifiedPayment,
  expected: ExpectedPayment | undefined,
): RejectionReason | undefined {
  if (expected === undefined) return 'unknown_order';
  if (!new Big(payment.amount).eq(expected.amount)) return 'amount_mismatch';
  if (payment.currency.toUpperCase() !== expected.currency.toUpperCase()) {
    return 'currency_mismatch';
  }
  return undefined;
}
