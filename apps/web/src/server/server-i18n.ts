import { type Language, languages } from '@giro/shared/i18n';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { catalogueNamespaces, readCatalogue } from '@/lib/catalogues';
import { i18nOptions } from '@/lib/i18n';

// The console's catalogue travels with the console's code in the browser; the server only needs
// its title, for the head of /admin pages.
const consoleCatalogues = import.meta.glob<ResourceKey>('../locales/*/admin.json', {
  eager: true,
  import: 'default',
});

async function readAll(language: Language) {
  const entries = await Promise.all(
    catalogueNamespaces.map(async (namespace) => [
      namespace,
      await readCatalogue(language, namespace),
    ]),
  );
  const admin = consoleCatalogues[`../locales/${language}/admin.json`];
  return Object.fromEntries(admin ? [...entries, ['admin', admin]] : entries);
}

const resources = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await readAll(language)])),
);

const instances = new Map<Language, I18n>();

/**
 * An i18next instance per language with every catalogue already in: the server renders
 * synchronously, and each page in its own language whatever the others are in.
 */
export function serverI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      ...i18nOptions,
      lng: language,
      ns: Object.keys(resources[language] ?? {}),
      resources,
      initAsync: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
