/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiProxy } from './build/api-proxy.ts';
import { chunkModules } from './build/chunk-modules.ts';
import { precompress } from './build/precompress.ts';
import { reactItself } from './build/react-itself.ts';
import { firstScreenNamespaces } from './src/lib/first-screen-namespaces.ts';

const server = 'http://localhost:3000';

const firstScreenCatalogue = new RegExp(
  `[\\\\/]locales[\\\\/](\\w+)[\\\\/](${firstScreenNamespaces.join('|')})\\.json$`,
);

/** The server's bundle (entry-server.tsx): self-contained, so it runs wherever WEB_DIST is. */
const serverBuild = {
  outDir: 'dist/ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), reactItself(), tailwindcss(), precompress(), chunkModules()],
  ssr: { noExternal: true },
  // Libraries' production builds on the server too, whatever NODE_ENV the server runs with.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    proxy: apiProxy(server),
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The server reads the first screen's catalogues from the manifest (plugins/web).
        manifest: true,
        // Browsers without modulepreload (Safari before 17) still load every module, only later.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The app (entry-client.tsx), which the page's entry imports once it has painted, is an
          // entry of its own: the modules it imports are its initial ones, grouped below.
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            client: fileURLToPath(new URL('./src/entry-client.tsx', import.meta.url)),
          },
          output: {
            // Libraries every page loads change less often than our code: cache them apart.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  tags: ['$initial'],
                  priority: 2,
                },
                {
                  name: 'vendor',
                  test: /node_modules[\\/](?!zod[\\/])/,
                  tags: ['$initial'],
                  priority: 1,
                },
                // Loaded after the first render (lib/lazy-toaster.ts); named so size reports say so.
                { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
                {
                  // The first screen's catalogues of the visitor's language arrive in one request.
                  debugName: 'first-screen catalogues',
                  name: (id) => {
                    const language = firstScreenCatalogue.exec(id)?.[1];
                    return language ? `catalogues-${language}` : null;
                  },
                  priority: 3,
                },
                // Used by the page's entry too, which must not import the app to use it.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 4 },
                {
                  name: 'app',
                  test: /[\\/](apps[\\/]web[\\/]src[\\/](?!main\.tsx$|index\.css$)|packages[\\/]shared[\\/]src[\\/])/,
                  tags: ['$initial'],
                },
              ],
            },
          },
        },
      },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // One jsdom and one load of the libraries per worker; src/test/setup.ts starts the app's
    // own modules again for each file.
    isolate: false,
    // Whole-route renders in jsdom take seconds on a busy 2-core CI machine.
    testTimeout: 20_000,
  },
}));
