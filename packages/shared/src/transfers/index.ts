export * from './proof-contracts.ts';
export * from './receipt-contracts.ts';
export * from './receiver-contracts.ts';
export * from './transfer-contracts.ts';
