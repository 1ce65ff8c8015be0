import {
  type CalcMoneySentBody,
  type CalcMoneySentResponse,
  type CheckUserUrlResponse,
  calcMoneySentBodySchema,
  type GetCurrenciesResponse,
} from '@giro/shared/pricing/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { type FetchCall, jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CalculatorCard } from '../components/calculator-card';
import { QUOTE_DEBOUNCE_MS } from '../hooks/use-debounced-quote';

export const agentAccepted: CheckUserUrlResponse = {
  success: true,
  hash: '',
  destination_currencies: [{ name: 'USD CASH' }, { name: 'CUP' }, { name: 'MLC' }],
  message: '',
};

export const offered: GetCurrenciesResponse = {
  currencies: [
    { name: 'USD', fiat: true, destinations: ['USD CASH', 'CUP', 'MLC'] },
    { name: 'EUR', fiat: true, destinations: ['USD CASH', 'CUP', 'MLC'] },
    { name: 'BTC', fiat: false, destinations: ['USD CASH', 'CUP'] },
  ],
  delivery: [
    {
      id: 1,
      interval: 'Estándar: de 1 a 3 días hábiles',
      is_default: 1,
      destinations: ['USD CASH', 'CUP', 'MLC'],
    },
    {
      id: 2,
      interval: 'Exprés: de 2 a 24 horas',
      is_default: 0,
      destinations: ['USD CASH', 'CUP', 'MLC'],
    },
  ],
};

/** 100 USD to CUP at 320, 4.00 fee and 2.50 delivery. */
export const usdToCup: CalcMoneySentResponse = {
  underlimit: false,
  receiving: '32000.00',
  value: '100.00',
  topay: '106.50',
  btc: null,
  tasa: '320',
  comision: '4.00',
};

/** Answers a quote request, validated as the server would. */
type QuoteAnswer = (body: CalcMoneySentBody) => Response;

export type CalculatorStubs = {
  agent?: CheckUserUrlResponse;
  offer?: GetCurrenciesResponse;
  quote?: QuoteAnswer;
};

/** Stubs the calculator's three calls; every quote answers `usdToCup` unless told otherwise. */
export function stubCalculator({
  agent = agentAccepted,
  offer = offered,
  quote = () => jsonResponse(usdToCup),
}: CalculatorStubs = {}): FetchCall[] {
  return stubFetch({
    'POST /api/check_user_url': () => jsonResponse(agent),
    'GET /get_currencies': () => jsonResponse(offer),
    'POST /api/calc_money_sent': (call) => quote(calcMoneySentBodySchema.parse(call.body)),
  });
}

export function quoteCalls(calls: FetchCall[]): unknown[] {
  return calls.filter((call) => call.url.pathname === '/api/calc_money_sent').map((c) => c.body);
}

/** The calculator card at home, with a stand-in for the screen 'next' leads to. */
export async function renderCalculator() {
  const rendered = renderWithProviders(<CalculatorCard />, {
    routes: [{ path: '/user-information', element: <h1>Datos del envío</h1> }],
  });
  await screen.findByLabelText('Usted envía');
  return rendered;
}

/** Sets a field the way a change event does (amounts are filtered as when typed). */
/** Sets a field the way a browser reports it: a select changes, a text field takes input. */
export function setField(label: string, value: string) {
  const field = screen.getByLabelText(label);
  const report = field instanceof HTMLSelectElement ? fireEvent.change : fireEvent.input;
  report(field, { target: { value } });
}

/** With fake timers: lets the debounce run out and the quote's answer arrive. */
export async function settleQuote() {
  await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
}

/** Renders with real timers (the screen loads), then hands the clock to the test. */
export async function renderCalculatorOnFakeClock(stubs: CalculatorStubs = {}) {
  const calls = stubCalculator(stubs);
  const rendered = await renderCalculator();
  vi.useFakeTimers();
  return { ...rendered, calls };
}
