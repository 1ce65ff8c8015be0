import '@testing-library/jest-dom/vitest';
import { languages } from '@giro/shared/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { catalogueNamespaces } from '@/lib/catalogues';
import { writeCookie } from '@/lib/cookies';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { initialAppState } from '@/lib/store/app-state';
import { appStore } from '@/lib/store/app-store';
import { stubFetch } from './fetch';

// Lazy routes and their catalogues load asynchronously, and React reveals what a screen waited
// for in batches (300 ms apart): on a busy machine a screen takes several seconds to appear.
// Text queries find a toast in the toaster, not its copy in the announcer for screen readers.
configure({ asyncUtilTimeout: 10_000, defaultIgnore: 'script, style, #toast-announcer' });

// jsdom has no modal dialogs; these stand-ins keep `open` and `close` true to the DOM.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// Tests render screens on their own, without the route that loads their catalogues first.
await Promise.all(languages.map((language) => loadNamespaces(catalogueNamespaces, language)));

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) writeCookie(name, '', 0);
  }
}

// No test reaches the network: calls without a stub get a 404 (see stubFetch).
beforeEach(() => {
  stubFetch({});
  // jsdom does not scroll; routes scroll to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('es');
  appStore.setState(initialAppState);
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  for (const meta of document.head.querySelectorAll('meta[name="csrf-token"]')) meta.remove();
  document.getElementById('giro-data')?.remove();
});

// A worker runs file after file (vite.config.ts, `isolate: false`), keeping the environment and
// the libraries it loaded; the app's own modules start again with each file, since the browser
// app keeps its state in them (store, token, toaster): one file's state never meets the next.
afterAll(() => {
  vi.resetModules();
});
