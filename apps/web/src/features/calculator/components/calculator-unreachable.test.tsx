import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { unreachableRetryMs } from '@/lib/use-retry-while-unreachable';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import {
  agentAccepted,
  offered,
  quoteCalls,
  renderCalculatorOnFakeClock,
  setField,
  settleQuote,
  usdToCup,
} from '../test/calculator-stubs';
import { CalculatorCard } from './calculator-card';

const unavailable = () =>
  jsonResponse(
    { message: 'Servicio no disponible, reintente en unos segundos.', code: 'unavailable' },
    503,
  );

/** Quotes answer 503 `unavailable` while `away.now`, then the quote. */
function awayUntilBack() {
  const away = { now: true };
  return { away, quote: () => (away.now ? unavailable() : jsonResponse(usdToCup)) };
}

/** Lets a failed quote's own retries and the wait before the next attempt run out. */
const waitOut = () => act(() => vi.advanceTimersByTimeAsync(unreachableRetryMs + 5_000));

/** The calculator, asked for 100 USD to CUP while quotes answer 503 until `away.now` is false. */
async function quote100WhileAway() {
  const { away, quote } = awayUntilBack();
  const { calls } = await renderCalculatorOnFakeClock({ quote });
  setField('Moneda de pago', 'USD');
  setField('Moneda de destino', 'CUP');
  setField('Usted envía', '100');
  await settleQuote();
  await waitOut();
  return { away, calls };
}

const notice =
  'No pudimos comunicarnos con Giro. Lo intentamos de nuevo en unos segundos; lo que escribió se conserva.';

describe('the calculator while Giro cannot be reached', () => {
  // Failures import the error schema; loaded here, the fake clock need not wait for it.
  beforeAll(() => import('@giro/shared/api-error'));
  afterEach(async () => {
    vi.useRealTimers();
    await changeLanguage('es');
  });

  it('says so, keeps the amount typed, and asks again until the quote comes', async () => {
    const { away, calls } = await quote100WhileAway();

    expect(screen.getByText(notice)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Usted envía')).toHaveValue('100');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    const asked = quoteCalls(calls).length;
    await waitOut();
    expect(quoteCalls(calls).length).toBeGreaterThan(asked);

    away.now = false;
    await waitOut();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    expect(screen.getByLabelText('El beneficiario recibe')).toHaveValue('32.000,00');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  it('stops asking for an amount the sender has since changed', async () => {
    const { away, calls } = await quote100WhileAway();
    away.now = false;
    setField('Usted envía', '120');
    await settleQuote();
    await waitOut();

    const amounts = quoteCalls(calls).map((body) => (body as { amount: string }).amount);
    expect(amounts.slice(amounts.indexOf('120'))).toEqual(['120']);
    expect(screen.getByLabelText('El beneficiario recibe')).toHaveValue('32.000,00');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('loads the calculator by itself once Giro answers again, in English too', async () => {
    await changeLanguage('en');
    let away = true;
    stubFetch({
      'POST /api/check_user_url': () => jsonResponse(agentAccepted),
      'GET /get_currencies': () => (away ? unavailable() : jsonResponse(offered)),
    });
    renderWithProviders(<CalculatorCard />);
    const english =
      'We could not reach Giro. Trying again in a few seconds; what you typed is kept.';
    expect(await screen.findByText(english, undefined, { timeout: 10_000 })).toBeInTheDocument();
    away = false;
    expect(await screen.findByLabelText('You send', undefined, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByText(english)).not.toBeInTheDocument();
  }, 20_000);
});
