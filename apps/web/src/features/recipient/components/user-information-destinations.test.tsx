import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appStore } from '@/lib/store/app-store';
import {
  cupCard,
  fillRequiredFields,
  renderUserInformation,
  savedContact,
  section,
  waitForPath,
} from '../test/render-user-information';

// Each test renders the whole app and types like a sender: slower than the default allows.
describe('user information: delivery rules per destination', { timeout: 20_000 }, () => {
  it('hides the delivery method and bank details for a cash destination', async () => {
    const { user, router } = await renderUserInformation({ destination: 'USD CASH' });
    expect(screen.queryByRole('group', { name: 'Datos bancarios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await fillRequiredFields(user, null);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitForPath(router, '/checkout');
  });

  it('offers only bank transfer for AIS', async () => {
    await renderUserInformation({ destination: 'AIS' });
    const radios = section('Datos bancarios').getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(
      section('Datos bancarios').getByRole('radio', { name: 'Transferencia bancaria' }),
    ).toBeChecked();
  });

  it('offers card deposit, chosen first, and bank transfer for CUP', async () => {
    await renderUserInformation({ destination: 'CUP' });
    const bank = section('Datos bancarios');
    expect(bank.getByRole('radio', { name: 'Depósito en tarjeta' })).toBeChecked();
    expect(bank.getByRole('radio', { name: 'Transferencia bancaria' })).not.toBeChecked();
  });

  it('requires the card for card delivery and leaves the account optional', async () => {
    const { user } = await renderUserInformation({ contact: savedContact({ number_card: '' }) });
    const bank = section('Datos bancarios');
    expect(bank.queryByRole('textbox', { name: 'SWIFT' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(bank.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveAccessibleDescription(
      '16 dígitos Campo obligatorio',
    );
    expect(bank.getByRole('textbox', { name: 'Cuenta bancaria (opcional)' })).toBeValid();

    await user.type(bank.getByRole('textbox', { name: 'Cuenta bancaria (opcional)' }), '1234');
    expect(
      bank.getByRole('textbox', { name: 'Cuenta bancaria (opcional)' }),
    ).toHaveAccessibleDescription('16 dígitos La cuenta bancaria tiene 16 dígitos');
  });

  it('requires the account and swift for bank transfer and leaves the card optional', async () => {
    const { user, router } = await renderUserInformation({
      contact: savedContact({ number_card: '' }),
    });
    const bank = section('Datos bancarios');
    await user.click(bank.getByRole('radio', { name: 'Transferencia bancaria' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(bank.getByRole('textbox', { name: 'Cuenta bancaria' })).toHaveAccessibleDescription(
      '16 dígitos Campo obligatorio',
    );
    expect(bank.getByRole('textbox', { name: 'SWIFT' })).toHaveAccessibleDescription(
      'Campo obligatorio',
    );
    expect(bank.getByRole('textbox', { name: 'Número de tarjeta (opcional)' })).toBeValid();

    await user.type(bank.getByRole('textbox', { name: 'Cuenta bancaria' }), '0599 1234 5678 9012');
    await user.type(bank.getByRole('textbox', { name: 'SWIFT' }), 'bnmacuhh');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitForPath(router, '/checkout');
    expect(appStore.getState().contact.bank).toEqual({
      mode: 'bank',
      number_card: '',
      account: '0599123456789012',
      swift: 'BNMACUHH',
      address: '',
    });
  });

  it('accepts an optional card of the right currency with a bank transfer', async () => {
    const { user, router } = await renderUserInformation({
      contact: savedContact({ number_card: '' }),
    });
    const bank = section('Datos bancarios');
    await user.click(bank.getByRole('radio', { name: 'Transferencia bancaria' }));
    await user.type(bank.getByRole('textbox', { name: 'Cuenta bancaria' }), '0599123456789012');
    await user.type(bank.getByRole('textbox', { name: 'SWIFT' }), 'BNMACUHH');
    await user.type(bank.getByRole('textbox', { name: 'Número de tarjeta (opcional)' }), cupCard);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitForPath(router, '/checkout');
    expect(appStore.getState().contact.bank.number_card).toBe(cupCard);
  });
});
