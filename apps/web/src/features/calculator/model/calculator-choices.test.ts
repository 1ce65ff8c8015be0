import { describe, expect, it } from 'vitest';
import type { CalculatorOffer } from './calculator-offer';
import { reducerFor } from './calculator-reducer';
import { initialCalculatorState, showsNoTransfer } from './calculator-state';

// The demo's routes: CAD reaches no USD, BTC no MLC; express and cash at home serve only some.
const offer: CalculatorOffer = {
  currencies: [
    { name: 'USD', fiat: true, destinations: ['USD CASH', 'CUP', 'MLC', 'USD'] },
    { name: 'CAD', fiat: true, destinations: ['USD CASH', 'CUP', 'MLC'] },
    { name: 'BTC', fiat: false, destinations: ['USD CASH', 'CUP', 'USD'] },
  ],
  destinations: ['USD CASH', 'CUP', 'MLC', 'USD'],
  delivery: [
    { id: 1, interval: 'Estándar', is_default: 1, destinations: ['USD CASH', 'CUP', 'MLC', 'USD'] },
    { id: 2, interval: 'Exprés', is_default: 0, destinations: ['USD CASH', 'CUP', 'MLC'] },
    { id: 3, interval: 'A domicilio', is_default: 0, destinations: ['USD CASH'] },
  ],
};
const reduce = reducerFor(offer);
const fresh = () => initialCalculatorState(offer, undefined);

describe('the calculator offers only pairs the server prices', () => {
  it('moves to a destination the new payment currency reaches, keeping the amount sent', () => {
    let state = reduce(fresh(), { type: 'currencyChosen', currency: 'USD' });
    state = reduce(state, { type: 'destinationChosen', destination: 'USD' });
    state = reduce(state, { type: 'amountTyped', field: 'send', text: '100' });
    state = reduce(state, { type: 'currencyChosen', currency: 'CAD' });
    expect(state).toMatchObject({ currency: 'CAD', destination: 'USD CASH', amount: '100' });
    expect(state.receiving).toBe('');
  });

  it('keeps a destination the new currency still reaches', () => {
    let state = reduce(fresh(), { type: 'destinationChosen', destination: 'CUP' });
    state = reduce(state, { type: 'currencyChosen', currency: 'BTC' });
    expect(state.destination).toBe('CUP');
  });

  it('falls back to the default delivery when the destination is not served by the chosen one', () => {
    let state = reduce(fresh(), { type: 'currencyChosen', currency: 'USD' });
    state = reduce(state, { type: 'deliveryChosen', delivery: 3 });
    expect(state.delivery).toBe(3);
    state = reduce(state, { type: 'destinationChosen', destination: 'USD' });
    expect(state.delivery).toBe(1);
    state = reduce(state, { type: 'destinationChosen', destination: 'CUP' });
    state = reduce(state, { type: 'deliveryChosen', delivery: 2 });
    expect(state.delivery).toBe(2);
  });

  it('restores a cart item on a pair the offer no longer has with a pair it has', () => {
    const state = initialCalculatorState(offer, {
      pvp: '106.00',
      currency: 'BTC',
      isCurrencyFiat: false,
      destination_currency: 'MLC',
      comision: '6.00',
      receiving: '100.00',
      net_price: '100.00',
      delivery_text: 'Exprés',
      delivery_item: 2,
      fiat_method: '',
      wallet: '',
    });
    expect(state).toMatchObject({ currency: 'BTC', destination: 'USD CASH', delivery: 2 });
  });
});

describe('whether the calculator shows a transfer to continue with', () => {
  const typed = () =>
    reduce(reduce(fresh(), { type: 'currencyChosen', currency: 'USD' }), {
      type: 'amountTyped',
      field: 'send',
      text: '5000',
    });

  it('shows none once the server refuses the amount or it is under the minimum', () => {
    expect(showsNoTransfer(typed())).toBe(false);
    const refused = reduce(typed(), { type: 'quoteFailed', message: 'El máximo es 3000,00 USD.' });
    expect(showsNoTransfer(refused)).toBe(true);
  });

  it('shows none once the amount is erased, but keeps one through a silent failure', () => {
    const erased = reduce(typed(), { type: 'amountTyped', field: 'send', text: '' });
    expect(showsNoTransfer(erased)).toBe(true);
    const unreachable = reduce(typed(), { type: 'quoteFailed', message: null });
    expect(showsNoTransfer(unreachable)).toBe(false);
  });
});
