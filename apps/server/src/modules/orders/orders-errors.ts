import type { ApiErrorCode, Language, OrderStatus, PaymentMethod } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';
import { methodLabel, statusLabel } from './orders-messages.ts';

/** An `errors.<code>` message whose placeholders are themselves translated. */
function translatedError(
  statusCode: number,
  code: ApiErrorCode,
  params: (language: Language) => Record<string, string>,
): AppError {
  return new AppError(statusCode, code, { params });
}

export const methodUnavailable = (method: PaymentMethod) =>
  translatedError(422, 'method_unavailable', (language) => ({
    method: methodLabel(language, method),
  }));

export const receivingAccountUnavailable = (method: PaymentMethod) =>
  translatedError(422, 'receiving_account_unavailable', (language) => ({
    method: methodLabel(language, method),
  }));

export const methodNotForCart = (method: PaymentMethod, currency: string) =>
  translatedError(422, 'method_not_for_cart', (language) => ({
    method: methodLabel(language, method),
    currency,
  }));

/** Confirming an order with another method's call. */
export const methodMismatch = (method: PaymentMethod) =>
  translatedError(422, 'method_mismatch', (language) => ({
    method: methodLabel(language, method),
  }));

export const illegalTransition = (from: OrderStatus, to: OrderStatus) =>
  translatedError(409, 'illegal_transition', (language) => ({
    from: statusLabel(language, from),
    to: statusLabel(language, to),
  }));

/** Another user's order answers exactly like a missing one. */
export const orderNotFound = () => new AppError(404, 'not_found');

export const orderExpired = () => new AppError(409, 'expired');

export const txidUsed = () => new AppError(409, 'txid_used');

/** A gateway's transaction that already settled another order. */
export const gatewayTransactionUsed = () => new AppError(409, 'gateway_transaction_used');
