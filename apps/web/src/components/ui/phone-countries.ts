import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/max';

export type PhoneCountry = { code: CountryCode; name: string; callingCode: string };

const byLanguage = new Map<string, PhoneCountry[]>();

/** Every country the phone metadata knows, named in `language` and sorted by that name. */
export function phoneCountries(language: string): PhoneCountry[] {
  const known = byLanguage.get(language);
  if (known) return known;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  const countries = getCountries()
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      callingCode: getCountryCallingCode(code),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  byLanguage.set(language, countries);
  return countries;
}
