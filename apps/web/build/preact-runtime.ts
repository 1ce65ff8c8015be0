import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/**
 * Giro's components are written against React's API and typed by @types/react; they run on
 * Preact's implementation of that API (preact/compat), about 10 KB gzip where react-dom alone is
 * 66 KB: what lets the home page load in under 120 KB (issue 16, docs/architecture.md). The
 * browser's build, the server's renderer and the unit tests all resolve React to it, so what is
 * tested is what ships.
 */
const preactModules: Record<string, string> = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

/** Exact names only: `react` must not swallow `react-router` or `react-i18next`. */
export const reactOnPreact: Alias[] = Object.entries(preactModules).map(([name, replacement]) => ({
  find: new RegExp(`^${name.replaceAll('/', '\\/')}$`),
  replacement,
}));

const require = createRequire(import.meta.url);
/** A file of React Router's development build. */
const reactRouterModule = (file: string) =>
  join(dirname(require.resolve('react-router/package.json')), 'dist/development', file);

/**
 * Vitest runs libraries from node_modules as they are, where no alias reaches their imports of
 * React: the ones that use React are bundled once, beside Preact itself (one copy of Preact, or
 * hooks lose their component), by a bundler that resolves their `require('react')` to Preact too;
 * the two that Node would load as CommonJS are taken in their ES builds.
 */
export const unitTestsOnPreact = {
  alias: [
    { find: /^react-router$/, replacement: reactRouterModule('index.mjs') },
    { find: /^react-router\/dom$/, replacement: reactRouterModule('dom-export.mjs') },
    {
      find: /^@testing-library\/react$/,
      replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
    },
  ],
  deps: {
    optimizer: {
      client: {
        enabled: true,
        include: [
          'preact',
          'preact/hooks',
          'preact/compat',
          'preact/compat/client',
          'preact/compat/server',
          'preact/compat/jsx-runtime',
          'preact/jsx-runtime',
          'preact/test-utils',
          'react-i18next',
          '@tanstack/react-query',
          'react-hook-form',
          'sonner',
        ],
        rolldownOptions: { resolve: { alias: preactModules } },
      },
    },
  },
  // Not bundled: it re-exports @testing-library/dom, whose CommonJS exports a bundle would hide.
  server: { deps: { inline: [/@testing-library\/react/] } },
} satisfies ViteUserConfig['test'];
