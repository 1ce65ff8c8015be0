export * from './api-error.ts';
export * from './i18n.ts';
