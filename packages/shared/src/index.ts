export * from './accounts/index.ts';
export * from './api-error.ts';
export * from './contact/index.ts';
export * from './contact-info/index.ts';
export * from './i18n.ts';
export * from './orders/index.ts';
export * from './pricing/index.ts';
export * from './transfers/index.ts';
