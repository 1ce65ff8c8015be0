export * from './contact-contracts.ts';
