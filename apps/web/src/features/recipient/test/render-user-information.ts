import type { CardPrefixLists } from '@giro/shared/contact-info/card-prefix';
import type { DestinationCode } from '@giro/shared/pricing/enums';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import { type ContactInfo, emptyContact } from '@/lib/store/app-state';
import { addToCart, setContactInfo } from '@/lib/store/app-store';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testCartItem, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

export const prefixLists: CardPrefixLists = {
  CUP: ['92250699', '92251299', '92259598'],
  MLC: ['92257599', '92258899', '92253299', '92254499', '92256699'],
  CUC: ['92250600'],
};
export const cupCard = '9225069912345678';
export const mlcCard = '9225759912345678';

export const signedInUser = testUser;

export const cartItem = testCartItem;

/** Details a sender could have saved earlier; every field the form requires is valid. */
export function savedContact(overrides: Partial<ContactInfo['bank']> = {}): ContactInfo {
  return {
    sender: {
      moneysource: 'savings',
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
      address: 'Calle 23 No. 456, Vedado',
    },
    bank: { ...emptyContact.bank, mode: 'card', number_card: cupCard, ...overrides },
  };
}

type Options = {
  destination?: DestinationCode;
  isCurrencyFiat?: boolean;
  contact?: ContactInfo;
  user?: typeof signedInUser;
  /** The phone of the sender's latest order, if they placed one. */
  lastPhone?: string;
};

/** A signed-in sender with a cart for `destination`, on /user-information with the form shown. */
export async function renderUserInformation({
  destination = 'CUP',
  isCurrencyFiat = true,
  contact,
  user = signedInUser,
  lastPhone,
}: Options = {}) {
  setAuthToken('valid');
  const calls = stubFetch({
    'GET /api/auth/user': () => jsonResponse(user),
    'GET /api/card-prefixes': () => jsonResponse(prefixLists),
    'GET /api/last-sender': () =>
      jsonResponse({
        sender:
          lastPhone === undefined
            ? null
            : { ...savedContact().sender, fullname: 'Ana Pérez', phone: lastPhone },
      }),
  });
  addToCart(cartItem({ destination_currency: destination, isCurrencyFiat }));
  if (contact) setContactInfo(contact);
  const rendered = renderApp('/user-information');
  // The first render loads the screen's code and the phone metadata: seconds on a busy CI machine.
  await screen.findByRole('button', { name: 'Siguiente' }, { timeout: 15_000 });
  return { ...rendered, calls };
}

/** One block of the form: 'Remitente', 'Beneficiario' or 'Datos bancarios'. */
export function section(name: string) {
  return within(screen.getByRole('group', { name }));
}

/**
 * Fills what a new sender must type (the signed-in user prefills name and email), with the card
 * of a card delivery unless `card` is null (cash has no bank details).
 */
export async function fillRequiredFields(user: UserEvent, card: string | null = cupCard) {
  const sender = section('Remitente');
  await user.type(sender.getByRole('textbox', { name: 'Teléfono' }), '202 555 0123');
  const receiver = section('Beneficiario');
  await user.type(receiver.getByRole('textbox', { name: 'Nombre completo' }), 'Luis Pérez');
  await user.type(receiver.getByRole('textbox', { name: 'Carné de identidad' }), '85010112345');
  await user.type(receiver.getByRole('textbox', { name: 'Teléfono' }), '5 123 4567');
  await user.type(receiver.getByRole('textbox', { name: 'Dirección' }), 'Calle 23 No. 456');
  if (card !== null) {
    await user.type(section('Datos bancarios').getByRole('textbox', { name: /tarjeta/ }), card);
  }
}

/** Waits for a navigation, whose first visit to a screen loads that screen's code. */
export async function waitForPath(
  router: { state: { location: { pathname: string } } },
  path: string,
) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 10_000 });
}
