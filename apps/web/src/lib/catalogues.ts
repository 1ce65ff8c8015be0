import type { BackendModule, ResourceKey } from 'i18next';

// One chunk per catalogue and language, fetched when first needed; the operator console's
// catalogue arrives with the console's code (features/admin).
const files = import.meta.glob<ResourceKey>(
  [
    '../locales/*/*.json',
    '!../locales/*/admin.json',
    '../../../../packages/shared/src/locales/*/*.json',
  ],
  { import: 'default' },
);

const catalogues = Object.entries(files).map(([file, load]) => {
  const [, language, namespace = ''] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  return { language, namespace, load };
});

/** Every catalogue's name, in any language. */
export const catalogueNamespaces = [...new Set(catalogues.map(({ namespace }) => namespace))];

/** The catalogue `namespace` in `language`; rejects for a catalogue that does not exist. */
export function readCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  const catalogue = catalogues.find((c) => c.language === language && c.namespace === namespace);
  return catalogue
    ? catalogue.load()
    : Promise.reject(new Error(`No ${language} catalogue "${namespace}"`));
}

/** Lets i18next fetch a catalogue a screen asks for that nobody loaded beforehand. */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read: (language: string, namespace: string) => readCatalogue(language, namespace),
};
