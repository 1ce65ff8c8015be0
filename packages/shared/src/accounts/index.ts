export * from './auth-contracts.ts';
export * from './password-policy.ts';
export * from './password-reset-contracts.ts';
export * from './profile-contracts.ts';
