import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { Field } from './field';
import { PhoneInput } from './phone-input';

let latest = '';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <Field label="Teléfono">
      <PhoneInput
        value={value}
        onChange={setValue}
        defaultCountry="CU"
        countryLabel="País del teléfono"
      />
    </Field>
  );
}

const country = () => screen.getByRole('combobox', { name: 'País del teléfono' });
const phone = () => screen.getByRole('textbox', { name: 'Teléfono' });

describe('phone input', () => {
  it('names the countries in the interface language with their calling codes', async () => {
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('option', { name: 'España (+34)' })).toBeInTheDocument();
    expect(country()).toHaveValue('CU');
    await changeLanguage('en');
    expect(await screen.findByRole('option', { name: 'Spain (+34)' })).toBeInTheDocument();
  });

  it('gives the number in E.164 once it is valid for the chosen country', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(await screen.findByRole('textbox', { name: 'Teléfono' }), '5 123 456');
    expect(latest).toBe('5 123 456');
    await user.type(phone(), '7');
    expect(latest).toBe('+5351234567');
  });

  it('judges the same digits against another country when it is chosen', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(await screen.findByRole('textbox', { name: 'Teléfono' }), '2025550123');
    expect(latest).toBe('2025550123');
    await user.selectOptions(country(), 'US');
    expect(latest).toBe('+12025550123');
  });

  it('follows a number typed with its international prefix to its country', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(await screen.findByRole('textbox', { name: 'Teléfono' }), '+34 612 34 56 78');
    expect(latest).toBe('+34612345678');
    expect(country()).toHaveValue('ES');
  });

  it('shows a saved number as its country and the digits after the country code', async () => {
    renderWithProviders(<Harness initial="+12025550123" />);
    expect(await screen.findByRole('textbox', { name: 'Teléfono' })).toHaveValue('202 555 0123');
    expect(country()).toHaveValue('US');
  });

  it('takes at most 25 characters', async () => {
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('textbox', { name: 'Teléfono' })).toHaveAttribute(
      'maxLength',
      '25',
    );
  });
});
