import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { appStore } from '@/lib/store/app-store';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { agentAccepted, offered, renderCalculator, stubCalculator } from '../test/calculator-stubs';
import { CalculatorCard } from './calculator-card';

describe('calculator card', () => {
  it("checks the stored agent's hash and asks for its currencies", async () => {
    appStore.setState({ freelancer: 'demo-agent' });
    const calls = stubCalculator();
    await renderCalculator();
    const check = calls.find((call) => call.url.pathname === '/api/check_user_url');
    const currencies = calls.find((call) => call.url.pathname === '/get_currencies');
    expect(check?.body).toEqual({ p: 'demo-agent' });
    expect(currencies?.url.searchParams.get('u')).toBe('demo-agent');
  });

  it('checks with an empty hash when no agent link was used', async () => {
    const calls = stubCalculator();
    await renderCalculator();
    expect(calls.find((call) => call.url.pathname === '/api/check_user_url')?.body).toEqual({
      p: '',
    });
  });

  it("shows the server's message in an 'Información' modal, then forgets the bad hash and shows the calculator", async () => {
    appStore.setState({ freelancer: 'nope' });
    const message = 'El enlace de agente no es válido.';
    stubFetch({
      'POST /api/check_user_url': (call) =>
        jsonResponse(
          (call.body as { p: string }).p === 'nope'
            ? { ...agentAccepted, success: false, message }
            : agentAccepted,
        ),
      'GET /get_currencies': () => jsonResponse(offered),
    });
    const { user, router } = renderWithProviders(<CalculatorCard />, { url: '/?hash=nope' });
    const modal = await screen.findByRole('dialog', { name: 'Información' });
    expect(within(modal).getByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('Usted envía')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Continuar como cliente directo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Usted envía')).toBeInTheDocument();
    expect(appStore.getState().freelancer).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('offers a retry instead of the form when the calculator data cannot load', async () => {
    const { user } = renderWithProviders(<CalculatorCard />);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    stubCalculator();
    await user.click(retry);
    expect(await screen.findByLabelText('Usted envía')).toBeInTheDocument();
  });

  it('lists the destinations the agent check returns', async () => {
    stubCalculator();
    await renderCalculator();
    const options = within(screen.getByLabelText('Moneda de destino')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['USD CASH', 'CUP', 'MLC']);
  });

  it.each([
    [['CUP', 'USD CASH', 'USD'], 'USD CASH'],
    [['CUP', 'USD', 'MLC'], 'USD'],
    [['MLC', 'CUP'], 'MLC'],
    [['CUP'], 'CUP'],
  ] as const)('preselects the destination among %j: %s', async (names, preselected) => {
    const destination_currencies = names.map((name) => ({ name }));
    stubCalculator({ agent: { ...agentAccepted, destination_currencies } });
    await renderCalculator();
    expect(screen.getByLabelText('Moneda de destino')).toHaveValue(preselected);
  });

  it('preselects the delivery option marked as default', async () => {
    const delivery = [
      { id: 4, interval: 'Exprés', is_default: 0, destinations: ['USD CASH' as const] },
      { id: 7, interval: 'Estándar', is_default: 1, destinations: ['USD CASH' as const] },
    ];
    stubCalculator({ offer: { ...offered, delivery } });
    await renderCalculator();
    expect(screen.getByLabelText('Opción de entrega')).toHaveValue('7');
  });

  it('preselects the payment currency only when a single one is offered', async () => {
    stubCalculator({
      offer: { ...offered, currencies: [{ name: 'EUR', fiat: true, destinations: ['CUP'] }] },
    });
    await renderCalculator();
    expect(screen.getByLabelText('Moneda de pago')).toHaveValue('EUR');
  });

  it('keeps what the sender typed when the language changes', async () => {
    const calls = stubCalculator();
    await renderCalculator();
    fireEvent.input(screen.getByLabelText('Usted envía'), { target: { value: '100' } });
    await act(() => changeLanguage('en'));
    expect(await screen.findByLabelText('You send')).toHaveValue('100');
    expect(calls.filter((call) => call.url.pathname === '/get_currencies')).toHaveLength(2);
  });
});
