import {
  defaultLanguage,
  type Language,
  languages,
  sharedCatalogues,
  toLanguage,
} from '@giro/shared/i18n';
import i18next, { type ResourceLanguage, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from './cookies';
import { appStore } from './store/app-store';

const languageCookie = 'language';
const oneYearInSeconds = 365 * 24 * 60 * 60;

// The operator console's catalogue stays out of the storefront's bundle: /admin loads it.
const catalogues = import.meta.glob<ResourceLanguage[string]>(
  ['../locales/*/*.json', '!../locales/*/admin.json'],
  { eager: true, import: 'default' },
);

function resourcesFor(language: Language): ResourceLanguage {
  const own: ResourceLanguage = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const [, fileLanguage, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (fileLanguage === language && namespace) own[namespace] = catalogue;
  }
  return { ...own, ...sharedCatalogues[language] };
}

export function hasLanguageCookie(): boolean {
  return toLanguage(readCookie(languageCookie)) !== undefined;
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (value) => {
  const language = toLanguage(value) ?? defaultLanguage;
  document.documentElement.lang = language;
  appStore.setState({ language });
});

void i18n.use(initReactI18next).init({
  resources: { es: resourcesFor('es'), en: resourcesFor('en') },
  lng: toLanguage(readCookie(languageCookie)) ?? defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  defaultNS: 'common',
  // Shared catalogues use `{name}` placeholders, so every catalogue does.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
});

/** Switches the interface and remembers the choice for a year (the server reads it too). */
export function changeLanguage(language: Language): Promise<TFunction> {
  writeCookie(languageCookie, language, oneYearInSeconds);
  return i18n.changeLanguage(language);
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
