import type { ApiErrorCode } from './api-error.ts';
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enValidation from './locales/en/validation.json' with { type: 'json' };
import esErrors from './locales/es/errors.json' with { type: 'json' };
import esValidation from './locales/es/validation.json' with { type: 'json' };

export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'es';

export function toLanguage(value: string | undefined | null): Language | undefined {
  const short = value?.trim().slice(0, 2).toLowerCase();
  return languages.find((language) => language === short);
}

type ErrorCatalogue = Record<ApiErrorCode, string>;

/**
 * Catalogues shared by the web app and the server: validation and API error messages. A
 * language missing here, or an error code missing from a language, fails the type check.
 */
export const sharedCatalogues = {
  es: { validation: esValidation, errors: esErrors satisfies ErrorCatalogue },
  en: { validation: enValidation, errors: enErrors satisfies ErrorCatalogue },
} as const satisfies Record<Language, { validation: object; errors: ErrorCatalogue }>;

type Params = Record<string, string | number>;

/** Fills `{name}` placeholders; unknown placeholders are left visible so they are noticed. */
export function interpolate(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Translates a shared message key ("validation.required", "errors.not_found") for the server,
 * which has no i18next instance. Unknown keys come back unchanged.
 */
export function translateShared(language: Language, key: string, params?: Params): string {
  const [namespace, name] = key.split('.', 2) as [string, string | undefined];
  const catalogue = sharedCatalogues[language] as Record<string, Record<string, string>>;
  const template = name === undefined ? undefined : catalogue[namespace]?.[name];
  return template === undefined ? key : interpolate(template, params);
}

/** The message of an error answer's `code`, in `language`. */
export function errorMessage(language: Language, code: ApiErrorCode, params?: Params): string {
  return interpolate(sharedCatalogues[language].errors[code], params);
}
