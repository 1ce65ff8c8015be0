export * from './checkout-data-contracts.ts';
export * from './confirm-payment-contracts.ts';
export * from './create-order-contracts.ts';
export * from './crypto-payment.ts';
export * from './order-attention.ts';
export * from './order-status.ts';
export * from './payer-reference.ts';
export * from './payment-methods.ts';
