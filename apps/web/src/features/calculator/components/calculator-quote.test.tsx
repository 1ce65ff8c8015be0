import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { appStore } from '@/lib/store/app-store';
import { jsonResponse } from '@/test/fetch';
import {
  quoteCalls,
  renderCalculatorOnFakeClock,
  setField,
  settleQuote,
  usdToCup,
} from '../test/calculator-stubs';

const minimumQuote = {
  ...usdToCup,
  underlimit: true,
  value: '20.00',
  receiving: '6400.00',
  comision: '1.60',
  topay: '24.10',
};

async function quoteUsdToCup(field: 'Usted envía' | 'El beneficiario recibe', amount: string) {
  setField('Moneda de pago', 'USD');
  setField('Moneda de destino', 'CUP');
  setField(field, amount);
  await settleQuote();
}

const total = () => screen.getByRole('status', { name: 'Total a pagar' });

describe('calculator quotes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fills the amount to receive and shows the whole breakdown for an amount to send', async () => {
    await renderCalculatorOnFakeClock();
    await quoteUsdToCup('Usted envía', '100');
    expect(screen.getByLabelText('El beneficiario recibe')).toHaveValue('32.000,00');
    expect(screen.getByText('1 USD = 320 CUP')).toBeInTheDocument();
    const rows = screen.getAllByRole('definition').map((row) => row.textContent);
    // The delivery window is the chosen delivery option's, as the operator wrote it.
    expect(rows).toEqual([
      '4,00 USD',
      '2,50 USD',
      '32.000,00 CUP',
      'Estándar: de 1 a 3 días hábiles',
    ]);
    expect(total()).toHaveTextContent('106,50 USD');
  });

  it('says what each destination means, beside its code', async () => {
    await renderCalculatorOnFakeClock();
    setField('Moneda de destino', 'USD CASH');
    expect(screen.getByLabelText('Moneda de destino')).toHaveAccessibleDescription(
      'Dólares en efectivo que recibe el beneficiario.',
    );
    setField('Moneda de destino', 'MLC');
    expect(screen.getByLabelText('Moneda de destino')).toHaveAccessibleDescription(
      'Acreditado en la tarjeta MLC del beneficiario.',
    );
  });

  it('asks with type 2 when the amount to receive is typed, and fills the amount to send', async () => {
    const { calls } = await renderCalculatorOnFakeClock();
    await quoteUsdToCup('El beneficiario recibe', '32000');
    expect(quoteCalls(calls)).toEqual([expect.objectContaining({ amount: '32000', type: 2 })]);
    expect(screen.getByLabelText('Usted envía')).toHaveValue('100,00');
    expect(screen.getByLabelText('El beneficiario recibe')).toHaveValue('32.000');
  });

  it('keeps an amount to send under the limit as typed and states the minimum', async () => {
    await renderCalculatorOnFakeClock({ quote: () => jsonResponse(minimumQuote) });
    await quoteUsdToCup('Usted envía', '5');
    expect(screen.getByText('* El mínimo a enviar es de 20,00 USD')).toBeInTheDocument();
    expect(screen.getByLabelText('Usted envía')).toHaveValue('5');
    expect(screen.getByLabelText('El beneficiario recibe')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(appStore.getState().cart).toEqual([]);
  });

  it('keeps an amount to receive under the limit as typed too, never raising it silently', async () => {
    await renderCalculatorOnFakeClock({ quote: () => jsonResponse(minimumQuote) });
    await quoteUsdToCup('El beneficiario recibe', '1000');
    expect(screen.getByText('* El mínimo a enviar es de 20,00 USD')).toBeInTheDocument();
    expect(screen.getByLabelText('El beneficiario recibe')).toHaveValue('1000');
    expect(screen.getByLabelText('Usted envía')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it("puts the quote in the cart in place of the cart's item", async () => {
    await renderCalculatorOnFakeClock();
    await quoteUsdToCup('Usted envía', '50');
    await quoteUsdToCup('Usted envía', '100');
    expect(appStore.getState().cart).toEqual([
      {
        pvp: '106.50',
        currency: 'USD',
        isCurrencyFiat: true,
        destination_currency: 'CUP',
        comision: '4.00',
        receiving: '32000.00',
        net_price: '100.00',
        delivery_text: 'Estándar: de 1 a 3 días hábiles',
        delivery_item: 1,
        fiat_method: '',
        wallet: '',
      },
    ]);
  });

  it('shows the crypto amount to pay and what it equals in USD', async () => {
    await renderCalculatorOnFakeClock({
      quote: () => jsonResponse({ ...usdToCup, btc: '0.00163847' }),
    });
    setField('Moneda de pago', 'BTC');
    setField('Usted envía', '100');
    await settleQuote();
    expect(screen.getByText('Pagará en BTC')).toBeInTheDocument();
    expect(total()).toHaveTextContent('0,00163847 BTC');
    expect(screen.getByText('Equivale a 106,50 USD')).toBeInTheDocument();
    expect(appStore.getState().cart[0]).toMatchObject({ currency: 'BTC', isCurrencyFiat: false });
  });

  it('shows why the server refuses a quote, such as an amount above the maximum', async () => {
    const message = 'El máximo a enviar es de 2000,00 USD.';
    await renderCalculatorOnFakeClock({
      quote: () => jsonResponse({ message, code: 'above_maximum' }, 422),
    });
    await quoteUsdToCup('Usted envía', '5000');
    // The error body's schema is imported with the first failure.
    await vi.waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    expect(total()).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it('asks again when the language changes, so the maximum reads in the new language', async () => {
    // As the server answers: the message and its amount in the request's language.
    const maximum = {
      es: 'El máximo a enviar es de 2000,00 USD.',
      en: 'The maximum you can send is 2,000.00 USD.',
    };
    const { calls } = await renderCalculatorOnFakeClock({
      quote: () =>
        jsonResponse(
          {
            message: maximum[document.documentElement.lang === 'en' ? 'en' : 'es'],
            code: 'above_maximum',
          },
          422,
        ),
    });
    await quoteUsdToCup('Usted envía', '5000');
    await vi.waitFor(() => expect(screen.getByText(maximum.es)).toBeInTheDocument());
    await act(() => changeLanguage('en'));
    await settleQuote();
    await vi.waitFor(() => expect(screen.getByText(maximum.en)).toBeInTheDocument());
    expect(screen.queryByText(maximum.es)).not.toBeInTheDocument();
    const quotes = calls.filter((call) => call.url.pathname === '/api/calc_money_sent');
    expect(quotes.map((call) => call.headers.get('accept-language'))).toEqual(['es', 'en']);
  });

  it('says nothing when a quote fails for another reason', async () => {
    await renderCalculatorOnFakeClock({
      quote: () => jsonResponse({ message: 'Error interno', code: 'internal' }, 500),
    });
    await quoteUsdToCup('Usted envía', '100');
    await settleQuote();
    expect(screen.queryByText('Error interno')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('—');
  });
});
