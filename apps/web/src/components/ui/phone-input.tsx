import { phoneMaxLength, validatePhone } from '@giro/shared/contact-info/validate-phone';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';
import { controlStates } from './control-states';
import { ChevronDownIcon } from './icons';
import { phoneCountries } from './phone-countries';

/** `value` is what the parent holds; `country` and `text` are what the sender sees. */
type PhoneState = { value: string; country: CountryCode; text: string };

/**
 * Shows a stored E.164 number ("+5351234567") as its country and the digits dialled after the
 * country code ("5 1234567"), without the national trunk prefix ("05…") beside "+53".
 */
function stateFor(value: string, fallbackCountry: CountryCode): PhoneState {
  const phone = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  if (!phone?.country) return { value, country: fallbackCountry, text: value };
  const text = phone.formatInternational().slice(`+${phone.countryCallingCode}`.length).trim();
  return { value, country: phone.country, text };
}

/** E.164 when the text is a valid number of the country; otherwise the text, for validation. */
function valueFor(text: string, country: CountryCode): string {
  const check = validatePhone(text, country);
  return check.ok ? check.e164 : text;
}

export type PhoneInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** E.164 once valid for the chosen country, else the text typed. */
  value: string;
  onChange: (value: string) => void;
  defaultCountry: CountryCode;
  /** Accessible name of the country dropdown. */
  countryLabel: string;
};

/** A country dropdown (names in the interface language) beside the number typed. */
export function PhoneInput({
  value,
  onChange,
  defaultCountry,
  countryLabel,
  className,
  ...inputProps
}: PhoneInputProps) {
  const { i18n } = useTranslation();
  const allCountries = phoneCountries(i18n.language);
  const [state, setState] = useState(() => stateFor(value, defaultCountry));
  const shown = state.value === value ? state : stateFor(value, state.country);
  if (shown !== state) setState(shown);
  const selected = allCountries.find((country) => country.code === shown.country);
  // Country names and their order come from the runtime's Intl data, which differs between the
  // server and the browser: the server's markup lists the chosen country only.
  const countries = useHydrated() ? allCountries : allCountries.filter((c) => c === selected);

  function update(text: string, country: CountryCode) {
    const next = valueFor(text, country);
    // A number typed with its "+" prefix belongs to whichever country it dials.
    const dialled = text.trim().startsWith('+')
      ? parsePhoneNumberFromString(next)?.country
      : undefined;
    setState({ value: next, country: dialled ?? country, text });
    onChange(next);
  }

  return (
    <div className={cn('flex', className)}>
      <div className="relative flex shrink-0 items-center gap-1 rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm font-medium text-slate-700 focus-within:ring-2 focus-within:ring-brand-500/30 hover:bg-slate-100">
        <span aria-hidden="true">
          {shown.country} +{selected?.callingCode}
        </span>
        <ChevronDownIcon className="size-4 text-slate-500" />
        <select
          aria-label={countryLabel}
          value={shown.country}
          onChange={(event) => {
            const country = countries.find(({ code }) => code === event.target.value);
            if (country) update(shown.text, country.code);
          }}
          className="absolute inset-0 cursor-pointer opacity-0"
        >
          {countries.map(({ code, name, callingCode }) => (
            <option key={code} value={code}>
              {name} (+{callingCode})
            </option>
          ))}
        </select>
      </div>
      <input
        type="tel"
        inputMode="tel"
        maxLength={phoneMaxLength}
        value={shown.text}
        onChange={(event) => update(event.target.value, shown.country)}
        className={cn(
          'block h-11 w-full min-w-0 rounded-r-lg border border-slate-300 bg-white px-3 text-base text-slate-900',
          'placeholder:text-slate-400',
          ...controlStates,
        )}
        {...inputProps}
      />
    </div>
  );
}
