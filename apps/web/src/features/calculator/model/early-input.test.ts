import { describe, expect, it } from 'vitest';
import type { CalculatorOffer } from './calculator-offer';
import { initialCalculatorState } from './calculator-state';
import { calculatorFields, earlyInput } from './early-input';

const offer: CalculatorOffer = {
  currencies: [
    { name: 'USD', fiat: true, destinations: ['USD CASH', 'CUP'] },
    { name: 'EUR', fiat: true, destinations: ['USD CASH', 'CUP'] },
  ],
  destinations: ['USD CASH', 'CUP'],
  delivery: [
    { id: 1, interval: 'Estándar', is_default: 1, destinations: ['USD CASH', 'CUP'] },
    { id: 2, interval: 'Exprés', is_default: 0, destinations: ['USD CASH', 'CUP'] },
  ],
};

/** The calculator's fields as the server rendered them, then as the visitor left them. */
function form(values: Partial<Record<keyof typeof calculatorFields, string>>) {
  const element = document.createElement('form');
  element.innerHTML = `
    <select name="currency"><option value=""></option><option>USD</option><option>EUR</option><option>GBP</option></select>
    <select name="destination_currency"><option>USD CASH</option><option>CUP</option><option>AIS</option></select>
    <select name="delivery"><option value="1">Estándar</option><option value="2">Exprés</option></select>
    <input name="amount"><input name="receiving">`;
  for (const [field, value] of Object.entries(values)) {
    const named = element.elements.namedItem(
      calculatorFields[field as keyof typeof calculatorFields],
    );
    if (named && 'value' in named) named.value = value;
  }
  return element;
}

const initial = initialCalculatorState(offer, undefined);

describe('earlyInput', () => {
  it('finds nothing in fields left as the server rendered them', () => {
    expect(earlyInput(form({}), initial, offer, 'es')).toEqual([]);
  });

  it('turns a currency, destination, delivery and amount chosen early into actions', () => {
    const filled = form({ currency: 'EUR', destination: 'CUP', delivery: '2', send: '120,5' });
    expect(earlyInput(filled, initial, offer, 'es')).toEqual([
      { type: 'currencyChosen', currency: 'EUR' },
      { type: 'destinationChosen', destination: 'CUP' },
      { type: 'deliveryChosen', delivery: 2 },
      { type: 'amountTyped', field: 'send', text: '120.5' },
    ]);
  });

  it('takes the amount to receive when only that one was typed', () => {
    expect(earlyInput(form({ receive: '25000' }), initial, offer, 'es')).toEqual([
      { type: 'amountTyped', field: 'receive', text: '25000' },
    ]);
  });

  it('reads an amount still shown as rendered ("34.500,00") as not typed', () => {
    const restored = { ...initial, currency: 'USD', amount: '100.00', receiving: '34500.00' };
    const shown = form({ currency: 'USD', send: '100,00', receive: '34.500,00' });
    expect(earlyInput(shown, restored, offer, 'es')).toEqual([]);
    const english = form({ currency: 'USD', send: '100.00', receive: '34,500.00' });
    expect(earlyInput(english, restored, offer, 'en')).toEqual([]);
  });

  it('ignores a choice the offer does not have', () => {
    expect(earlyInput(form({ currency: 'GBP', destination: 'AIS' }), initial, offer, 'es')).toEqual(
      [],
    );
  });
});
