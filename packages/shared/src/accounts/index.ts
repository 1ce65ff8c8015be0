export * from './auth-contracts.ts';
export * from './passkey-contracts.ts';
export * from './password-policy.ts';
export * from './password-reset-contracts.ts';
export * from './profile-contracts.ts';
export * from './second-factor-contracts.ts';
export * from './session-contracts.ts';
