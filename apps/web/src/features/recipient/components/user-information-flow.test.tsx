import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import { emptyContact } from '@/lib/store/app-state';
import { addToCart, appStore } from '@/lib/store/app-store';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderApp } from '@/test/render';
import {
  cartItem,
  cupCard,
  fillRequiredFields,
  prefixLists,
  renderUserInformation,
  savedContact,
  section,
  signedInUser,
  waitForPath,
} from '../test/render-user-information';

describe('user information: filling in and going on', { timeout: 20_000 }, () => {
  it('prefills the sender from the signed-in user and starts from the defaults', async () => {
    await renderUserInformation();
    const sender = section('Remitente');
    expect(sender.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Ana Pérez');
    expect(sender.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      signedInUser.email,
    );
    expect(sender.getByRole('combobox', { name: 'Origen de los fondos' })).toHaveValue('salary');
    expect(sender.getByRole('combobox', { name: 'País del teléfono' })).toHaveValue('US');
    expect(
      section('Beneficiario').getByRole('combobox', { name: 'País del teléfono' }),
    ).toHaveValue('CU');
  });

  it('starts from the phone of the sender’s latest order, shown as dialled', async () => {
    await renderUserInformation({ lastPhone: '+13055550199' });
    const sender = section('Remitente');
    expect(sender.getByRole('combobox', { name: 'País del teléfono' })).toHaveValue('US');
    expect(sender.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('305 555 0199');
  });

  it('keeps sender details the sender already gave over the signed-in user', async () => {
    const contact = savedContact();
    contact.sender.fullname = 'María José Núñez';
    contact.sender.email = '';
    await renderUserInformation({ contact });
    const sender = section('Remitente');
    expect(sender.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue(
      'María José Núñez',
    );
    expect(sender.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      signedInUser.email,
    );
  });

  it('shows each message, in Spanish, and focuses the first invalid field', async () => {
    const { user } = await renderUserInformation();
    const sender = section('Remitente');
    const receiver = section('Beneficiario');
    await user.clear(sender.getByRole('textbox', { name: 'Nombre completo' }));
    await user.type(sender.getByRole('textbox', { name: 'Nombre completo' }), '   ');
    await user.clear(sender.getByRole('textbox', { name: 'Correo electrónico' }));
    await user.type(sender.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@');
    await user.type(sender.getByRole('textbox', { name: 'Teléfono' }), '123');
    await user.type(receiver.getByRole('textbox', { name: 'Nombre completo' }), 'Luis 2');
    await user.type(receiver.getByRole('textbox', { name: 'Carné de identidad' }), '8501011234');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    const name = sender.getByRole('textbox', { name: 'Nombre completo' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Campo obligatorio');
    expect(sender.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'El correo no es válido',
    );
    expect(sender.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
      'El teléfono no es válido',
    );
    expect(receiver.getByRole('textbox', { name: 'Nombre completo' })).toHaveAccessibleDescription(
      "Use letras, espacios, guiones (-) y apóstrofos (')",
    );
    expect(
      receiver.getByRole('textbox', { name: 'Carné de identidad' }),
    ).toHaveAccessibleDescription('11 dígitos El carné de identidad tiene 11 dígitos');
    expect(receiver.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
      'Campo obligatorio',
    );
    expect(receiver.getByRole('textbox', { name: 'Dirección' })).toHaveAccessibleDescription(
      'Campo obligatorio',
    );
  });

  it('checks a phone against the country chosen beside it', async () => {
    const { user } = await renderUserInformation({ contact: savedContact() });
    const receiver = section('Beneficiario');
    const phone = receiver.getByRole('textbox', { name: 'Teléfono' });
    expect(phone).toHaveValue('5 1234567');
    await user.selectOptions(receiver.getByRole('combobox', { name: 'País del teléfono' }), 'US');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(phone).toHaveAccessibleDescription('El teléfono no es válido');

    await user.selectOptions(receiver.getByRole('combobox', { name: 'País del teléfono' }), 'CU');
    expect(phone).toBeValid();
  });

  it('saves the details as typed so a reload loses nothing', async () => {
    const { user, unmount } = await renderUserInformation();
    await fillRequiredFields(user);
    window.dispatchEvent(new Event('pagehide'));
    expect(appStore.getState().contact.receiver.fullname).toBe('Luis Pérez');
    expect(JSON.parse(sessionStorage.getItem('giro-store') ?? '{}').contact.bank).toMatchObject({
      mode: 'card',
      number_card: cupCard,
    });
    unmount();

    await renderUserInformation();
    expect(
      section('Beneficiario').getByRole('textbox', { name: 'Carné de identidad' }),
    ).toHaveValue('85010112345');
    expect(
      section('Datos bancarios').getByRole('textbox', { name: 'Número de tarjeta' }),
    ).toHaveValue('9225 0699 1234 5678');
  });

  it('copies the details into the store shortly after the sender stops typing', async () => {
    const { user } = await renderUserInformation();
    await user.type(section('Beneficiario').getByRole('textbox', { name: 'Dirección' }), 'Calle 8');
    await waitFor(() => expect(appStore.getState().contact.receiver.address).toBe('Calle 8'));
  });

  it('saves the validated details and goes to /checkout when paying in a fiat currency', async () => {
    const { user, router } = await renderUserInformation();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitForPath(router, '/checkout');
    expect(appStore.getState().contact).toEqual({
      sender: {
        moneysource: 'salary',
        fullname: 'Ana Pérez',
        email: 'ana@example.com',
        phone: '+12025550123',
        crypto: '',
      },
      receiver: {
        ...emptyContact.receiver,
        fullname: 'Luis Pérez',
        document: '85010112345',
        phone: '+5351234567',
        address: 'Calle 23 No. 456',
      },
      bank: { ...emptyContact.bank, mode: 'card', number_card: cupCard },
    });
  });

  it('goes to /crypto-checkout when paying in a crypto currency', async () => {
    const { user, router } = await renderUserInformation({
      isCurrencyFiat: false,
      contact: savedContact(),
    });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitForPath(router, '/crypto-checkout');
  });

  it('keeps the order already made when the details are saved unchanged', async () => {
    const { user, router } = await renderUserInformation({ contact: savedContact() });
    appStore.setState({ order_id: 'GR-1' });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitForPath(router, '/checkout');
    expect(appStore.getState().order_id).toBe('GR-1');
  });

  it('offers to try again when the card lists cannot be loaded', async () => {
    // The screen's guard asks first, then the screen once more before it offers to try again.
    let failures = 2;
    setAuthToken('valid');
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(signedInUser),
      'GET /api/card-prefixes': () =>
        failures-- > 0
          ? jsonResponse({ message: 'Servicio no disponible', code: 'unavailable' }, 503)
          : jsonResponse(prefixLists),
    });
    addToCart(cartItem());
    const { user } = renderApp('/user-information');
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 10_000 });
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });
});
