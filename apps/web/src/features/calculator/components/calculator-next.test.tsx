import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@/lib/store/app-state';
import { addToCart } from '@/lib/store/app-store';
import {
  quoteCalls,
  renderCalculator,
  renderCalculatorOnFakeClock,
  setField,
  settleQuote,
  stubCalculator,
} from '../test/calculator-stubs';

const next = () => screen.getByRole('button', { name: 'Continuar' });

describe('calculator next step', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the payment currency, and no quote, while an amount waits for one', async () => {
    const { calls } = await renderCalculatorOnFakeClock();
    const currency = screen.getByLabelText('Moneda de pago');
    expect(currency).not.toBeInvalid();
    setField('Usted envía', '100');
    await settleQuote();
    expect(screen.getByText('Seleccione la moneda de pago')).toBeInTheDocument();
    expect(currency).toBeInvalid();
    expect(quoteCalls(calls)).toEqual([]);
    expect(next()).toBeDisabled();
  });

  it('enables continue only once a positive amount to receive is quoted', async () => {
    await renderCalculatorOnFakeClock();
    expect(next()).toBeDisabled();
    setField('Moneda de pago', 'USD');
    setField('Usted envía', '100');
    expect(next()).toBeDisabled();
    await settleQuote();
    expect(next()).toBeEnabled();
    setField('Usted envía', '');
    expect(screen.getByLabelText('El beneficiario recibe')).toHaveValue('');
    expect(next()).toBeDisabled();
  });

  it('goes on to the sender and receiver details', async () => {
    const { router, user } = await renderCalculatorOnFakeClock();
    setField('Moneda de pago', 'USD');
    setField('Usted envía', '100');
    await settleQuote();
    vi.useRealTimers();
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Datos del envío' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-information');
  });

  it('shows and prices again the transfer already in the cart', async () => {
    const item: CartItem = {
      pvp: '106.50',
      currency: 'EUR',
      isCurrencyFiat: true,
      destination_currency: 'CUP',
      comision: '4.00',
      receiving: '34500.00',
      net_price: '100.00',
      delivery_text: 'Exprés: de 2 a 24 horas',
      delivery_item: 2,
      fiat_method: '',
      wallet: '',
    };
    addToCart(item);
    const calls = stubCalculator();
    await renderCalculator();
    expect(screen.getByLabelText('Moneda de pago')).toHaveValue('EUR');
    expect(screen.getByLabelText('Moneda de destino')).toHaveValue('CUP');
    expect(screen.getByLabelText('Opción de entrega')).toHaveValue('2');
    expect(screen.getByLabelText('Usted envía')).toHaveValue('100,00');
    expect(await screen.findByText('1 EUR = 320 CUP')).toBeInTheDocument();
    expect(quoteCalls(calls)).toEqual([
      {
        amount: '100.00',
        currency: 'EUR',
        destination_currency: 'CUP',
        type: 1,
        key: '',
        delivery: 2,
      },
    ]);
  });
});
