/**
 * The catalogues the home page and the layout around every page show: loaded before the first
 * render, in one request per language (vite.config.ts groups them).
 */
export const firstScreenNamespaces = [
  'common',
  'layout',
  'calculator',
  'cart',
  'validation',
  'errors',
] as const;
