import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CartItem, type ContactInfo, emptyContact } from '@/lib/store/app-state';
import { addToCart, setContactInfo } from '@/lib/store/app-store';
import { renderWithProviders } from '@/test/render';
import { OrderSummary } from './order-summary';

const item: CartItem = {
  pvp: '105.1',
  currency: 'EUR',
  isCurrencyFiat: true,
  destination_currency: 'CUP',
  comision: '5.1',
  receiving: '34500',
  net_price: '100',
  delivery_text: '2 horas a 3 días hábiles',
  delivery_item: 1,
  fiat_method: '',
  wallet: '',
};

const contact: ContactInfo = {
  sender: { ...emptyContact.sender, fullname: 'Ana Pérez', email: 'ana@example.com' },
  receiver: {
    ...emptyContact.receiver,
    fullname: 'Luis Pérez',
    phone: '+5351234567',
    address: 'Calle 23 No. 456',
    zipcode: '10400',
    city: 'Vedado',
    province: 'La Habana',
  },
  bank: { ...emptyContact.bank, mode: 'card', number_card: '9225069912345678' },
};

/** The value shown beside `label` in the block titled `block`. */
function valueIn(block: string, label: string) {
  const section = screen.getByRole('heading', { name: block }).closest('section');
  if (!section) throw new Error(`no block ${block}`);
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

function renderSummary(path = '/checkout') {
  return renderWithProviders(<OrderSummary />, { path });
}

describe('order summary', () => {
  it('adds up: amount sent, commission and delivery fee make the total', async () => {
    addToCart({ ...item, pvp: '214', net_price: '200', comision: '9' });
    renderSummary();
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(await screen.findByText('Monto a enviar')).toBeInTheDocument();
    expect(value('Monto a enviar')).toHaveTextContent('200,00 EUR');
    expect(value('Comisión')).toHaveTextContent('9,00 EUR');
    expect(value('Costo de entrega')).toHaveTextContent('5,00 EUR');
    expect(value('Total')).toHaveTextContent('214,00 EUR');
    expect(value('Recibe el beneficiario')).toHaveTextContent('34.500,00 CUP');
  });

  it('shows what the receiver gets, when, and the total', async () => {
    addToCart(item);
    renderSummary();
    expect(await screen.findByText('34.500,00 CUP')).toBeInTheDocument();
    expect(screen.getByText('2 horas a 3 días hábiles')).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('105,10 EUR');
    expect(screen.queryByText(/Pagará en/)).not.toBeInTheDocument();
  });

  it('shows a crypto payment in USD and tells which currency is paid in', async () => {
    addToCart({ ...item, currency: 'BTC', isCurrencyFiat: false });
    renderSummary();
    expect(await screen.findByText('Pagará en BTC')).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('105,10 USD');
  });

  it('hides sender and receiver until both have a full name', async () => {
    addToCart(item);
    setContactInfo({ ...contact, receiver: { ...contact.receiver, fullname: '  ' } });
    renderSummary();
    await screen.findByText('Total');
    expect(screen.queryByRole('heading', { name: 'Remitente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Beneficiario' })).not.toBeInTheDocument();
  });

  it("shows the receiver's name, phone, card, account and swift, '-' when empty", async () => {
    addToCart(item);
    setContactInfo(contact);
    renderSummary();
    await screen.findByRole('heading', { name: 'Beneficiario' });
    expect(valueIn('Beneficiario', 'Nombre')).toBe('Luis Pérez');
    // As dialled: country code, then the number in its groups.
    expect(valueIn('Beneficiario', 'Teléfono')).toBe('+53 5 1234567');
    expect(valueIn('Beneficiario', 'Número de tarjeta')).toBe('9225 0699 1234 5678');
    expect(valueIn('Beneficiario', 'Cuenta bancaria')).toBe('-');
    expect(valueIn('Beneficiario', 'SWIFT')).toBe('-');
    expect(valueIn('Remitente', 'Correo')).toBe('ana@example.com');
    expect(screen.queryByText('Dirección')).not.toBeInTheDocument();
  });

  it('shows the address, zipcode, city and province only for AIS', async () => {
    addToCart({ ...item, destination_currency: 'AIS', receiving: '100' });
    setContactInfo({ ...contact, receiver: { ...contact.receiver, zipcode: '' } });
    renderSummary();
    await screen.findByRole('heading', { name: 'Beneficiario' });
    expect(valueIn('Beneficiario', 'Dirección')).toBe('Calle 23 No. 456');
    expect(valueIn('Beneficiario', 'Código postal')).toBe('-');
    expect(valueIn('Beneficiario', 'Ciudad')).toBe('Vedado');
    expect(valueIn('Beneficiario', 'Provincia')).toBe('La Habana');
  });

  it("links each block to /user-information with 'Editar'", async () => {
    addToCart(item);
    setContactInfo(contact);
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<OrderSummary onNavigate={onNavigate} />, {
      path: '/checkout',
      routes: [{ path: '/user-information', element: <p>Formulario</p> }],
    });
    const edit = await screen.findByRole('link', { name: 'Editar remitente' });
    expect(edit).toHaveTextContent('Editar');
    expect(edit).toHaveAttribute('href', '/user-information');
    expect(screen.getByRole('link', { name: 'Editar beneficiario' })).toBeInTheDocument();
    await user.click(edit);
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(await screen.findByText('Formulario')).toBeInTheDocument();
  });

  it("hides the 'Editar' links on /user-information itself", async () => {
    addToCart(item);
    setContactInfo(contact);
    renderSummary('/user-information');
    await screen.findByRole('heading', { name: 'Beneficiario' });
    expect(screen.queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
  });
});
