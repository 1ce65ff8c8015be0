import { defaultLanguage, type Language, languages, toLanguage } from '@giro/shared/i18n';
import i18next, { type InitOptions, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend, readCatalogue } from './catalogues';
import { readCookie, writeCookie } from './cookies';
import { firstScreenNamespaces } from './first-screen-namespaces';
import { appStore } from './store/app-store';

const languageCookie = 'language';
const oneYearInSeconds = 365 * 24 * 60 * 60;

export function hasLanguageCookie(): boolean {
  return toLanguage(readCookie(languageCookie)) !== undefined;
}

/**
 * The page's language. The Giro server chose it (`?lang`, the cookie, on the home page the
 * operator's locale) and rendered the page in it: `<html lang>` says which. Without that server
 * (Vite's dev server, tests) the cookie decides.
 */
function initialLanguage(): Language {
  if (typeof document === 'undefined') return defaultLanguage;
  const served = document.getElementById('giro-data') !== null;
  return (
    (served ? toLanguage(document.documentElement.lang) : undefined) ??
    toLanguage(readCookie(languageCookie)) ??
    defaultLanguage
  );
}

/** Settings the browser's instance shares with the server's (server/server-i18n.ts). */
export const i18nOptions = {
  // The catalogue test keeps both languages key for key, so a fallback language would only
  // make English visitors download the Spanish catalogues too.
  fallbackLng: false,
  supportedLngs: [...languages],
  defaultNS: 'common',
  // Shared catalogues use `{name}` placeholders, so every catalogue does.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
} satisfies InitOptions;

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (value) => {
  const language = toLanguage(value) ?? defaultLanguage;
  // The server renders with its own instance (entry-server.tsx) and has no document.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  appStore.setState({ language });
});

/** Settles once the first screen's catalogues of the visitor's language are in. */
export const i18nReady = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    ...i18nOptions,
    lng: initialLanguage(),
    ns: [...firstScreenNamespaces],
  });

/**
 * Adds the catalogues `namespaces` of `language` (the current one by default) that are not loaded
 * yet; rejects when one cannot be fetched, so a screen never shows its keys instead of its text.
 */
export async function loadNamespaces(
  namespaces: readonly string[],
  language?: Language,
): Promise<void> {
  await i18nReady;
  const target = language ?? i18n.language;
  await Promise.all(
    namespaces
      .filter((namespace) => !i18n.hasResourceBundle(target, namespace))
      .map(async (namespace) => {
        i18n.addResourceBundle(target, namespace, await readCatalogue(target, namespace));
      }),
  );
}

/**
 * Switches the interface once the new language has every catalogue the current one has loaded,
 * and remembers the choice for a year (the server reads it too).
 */
export async function changeLanguage(language: Language): Promise<void> {
  await i18nReady;
  await loadNamespaces(Object.keys(i18n.getDataByLanguage(i18n.language) ?? {}), language);
  writeCookie(languageCookie, language, oneYearInSeconds);
  await i18n.changeLanguage(language);
}

/**
 * Translates a shared message key such as `validation.required` (zod and server field errors);
 * any other text, like a message the server already translated, comes back unchanged.
 */
export function translateMessage(
  t: TFunction,
  message: string,
  params: Record<string, string | number> = {},
): string {
  const [, namespace, key] = /^([a-z_]+)\.([a-z_]+)$/.exec(message) ?? [];
  return namespace && key && i18n.exists(key, { ns: namespace })
    ? t(key, { ...params, ns: namespace })
    : message;
}
