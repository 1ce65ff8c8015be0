import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appStore } from '@/lib/store/app-store';
import {
  cupCard,
  mlcCard,
  renderUserInformation,
  savedContact,
  section,
  waitForPath,
} from '../test/render-user-information';

const cardField = () =>
  section('Datos bancarios').getByRole('textbox', { name: 'Número de tarjeta' });

describe('user information: the receiver card', { timeout: 20_000 }, () => {
  it('shows the card in groups of four and drops anything but its 16 digits', async () => {
    const { user } = await renderUserInformation({ contact: savedContact({ number_card: '' }) });
    await user.type(cardField(), '9225-0699 1234abc56789999');
    expect(cardField()).toHaveValue('9225 0699 1234 5678');
  });

  it('keeps the caret after the digit typed in the middle of the number', async () => {
    const { user } = await renderUserInformation({ contact: savedContact({ number_card: '' }) });
    await user.type(cardField(), '922506991234567');
    await user.type(cardField(), '0', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(cardField()).toHaveValue('9225 0069 9123 4567');
    expect(cardField()).toHaveProperty('selectionStart', 6);
  });

  it('refuses a card that is not a CUP card with an error toast and the inline error', async () => {
    const { user, router } = await renderUserInformation({
      destination: 'CUP',
      contact: savedContact({ number_card: mlcCard }),
    });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(
      await screen.findByText('La tarjeta proporcionada no es para CUP', { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(cardField()).toHaveAccessibleDescription(
      '16 dígitos La tarjeta proporcionada no es para CUP',
    );
    expect(cardField()).toHaveFocus();
    expect(router.state.location.pathname).toBe('/user-information');
  });

  it('refuses a card that is not an MLC card for an MLC delivery', async () => {
    const { user } = await renderUserInformation({
      destination: 'MLC',
      contact: savedContact({ number_card: cupCard }),
    });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(
      await screen.findByText('La tarjeta proporcionada no es para MLC', { selector: 'li *' }),
    ).toBeInTheDocument();
  });

  it('accepts an MLC card for an MLC delivery', async () => {
    const { user, router } = await renderUserInformation({
      destination: 'MLC',
      contact: savedContact({ number_card: mlcCard }),
    });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitForPath(router, '/checkout');
  });

  it('does not check the prefix of a card for a USD delivery', async () => {
    const { user, router } = await renderUserInformation({
      destination: 'USD',
      contact: savedContact({ number_card: '4111111111111111' }),
    });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitForPath(router, '/checkout');
    expect(appStore.getState().contact.bank.number_card).toBe('4111111111111111');
  });

  it('shows the prefix toast in English', async () => {
    const { user } = await renderUserInformation({
      destination: 'CUP',
      contact: savedContact({ number_card: mlcCard }),
    });
    await user.click(screen.getByRole('link', { name: 'EN English' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('The card provided is not for CUP', { selector: 'li *' }),
    ).toBeInTheDocument();
  });
});
