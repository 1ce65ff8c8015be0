export * from './rate-alert-contracts.ts';
