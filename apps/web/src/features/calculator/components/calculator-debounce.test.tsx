import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '@/lib/store/app-store';
import { quoteCalls, renderCalculatorOnFakeClock, setField } from '../test/calculator-stubs';

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function renderWithUsd() {
  appStore.setState({ freelancer: 'demo-agent' });
  const { calls } = await renderCalculatorOnFakeClock();
  setField('Moneda de pago', 'USD');
  await advance(0);
  return calls;
}

describe('calculator quote debounce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a quote 1500 ms after an amount edit, not before', async () => {
    const calls = await renderWithUsd();
    setField('Usted envía', '100');
    await advance(1499);
    expect(quoteCalls(calls)).toEqual([]);
    await advance(1);
    expect(quoteCalls(calls)).toEqual([
      {
        amount: '100',
        currency: 'USD',
        destination_currency: 'USD CASH',
        type: 1,
        key: 'demo-agent',
        delivery: 1,
      },
    ]);
  });

  it('asks once for rapid typing, with the last amount', async () => {
    const calls = await renderWithUsd();
    for (const text of ['1', '10', '100', '100.', '100.5']) {
      setField('Usted envía', text);
      await advance(400);
    }
    await advance(1500);
    expect(quoteCalls(calls)).toEqual([expect.objectContaining({ amount: '100.5', type: 1 })]);
  });

  it('shows that the quote is being calculated from the edit until the answer', async () => {
    await renderWithUsd();
    setField('Moneda de destino', 'CUP');
    setField('Usted envía', '100');
    expect(screen.getByRole('status', { name: 'Total a pagar' })).toHaveTextContent(
      'Calculando...',
    );
    expect(screen.getByText('Obteniendo información de la tasa...')).toBeInTheDocument();
    await advance(1500);
    expect(screen.getByRole('status', { name: 'Total a pagar' })).toHaveTextContent('106,50 USD');
    expect(screen.getByText('1 USD = 320 CUP')).toBeInTheDocument();
  });

  it('asks again at once when the currency, destination or delivery option changes', async () => {
    const calls = await renderWithUsd();
    setField('Usted envía', '100');
    await advance(1500);
    for (const [label, value] of [
      ['Moneda de pago', 'EUR'],
      ['Moneda de destino', 'CUP'],
      ['Opción de entrega', '2'],
    ] as const) {
      setField(label, value);
      await advance(0);
    }
    expect(quoteCalls(calls)).toEqual([
      expect.objectContaining({ currency: 'USD', destination_currency: 'USD CASH', delivery: 1 }),
      expect.objectContaining({ currency: 'EUR', destination_currency: 'USD CASH', delivery: 1 }),
      expect.objectContaining({ currency: 'EUR', destination_currency: 'CUP', delivery: 1 }),
      expect.objectContaining({ currency: 'EUR', destination_currency: 'CUP', delivery: 2 }),
    ]);
  });

  it('asks for nothing without an amount above 0', async () => {
    const calls = await renderWithUsd();
    for (const text of ['0', '0.00', '.']) {
      setField('Usted envía', text);
      await advance(1500);
    }
    expect(quoteCalls(calls)).toEqual([]);
    expect(screen.getByRole('status', { name: 'Total a pagar' })).toHaveTextContent('—');
  });
});
