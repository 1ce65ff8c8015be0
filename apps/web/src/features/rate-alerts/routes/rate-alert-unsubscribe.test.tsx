import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderApp } from '@/test/render';
import { errorResponse } from '@/test/session';

const lazyScreen = { timeout: 10_000 };

describe('rate alert unsubscribe link', () => {
  it('stops the alert of the signed link after a click, without signing in', async () => {
    const calls = stubFetch({
      'POST /api/rate-alerts/unsubscribe': () =>
        jsonResponse({
          message: 'Listo.',
          alert: {
            currency: 'USD',
            destination_currency: 'CUP',
            direction: 'at_most',
            target: '300',
          },
        }),
    });
    const { user } = renderApp('/rate-alerts/unsubscribe?token=signed.token');
    const confirm = await screen.findByRole(
      'button',
      { name: 'Dejar de recibir esta alerta' },
      lazyScreen,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Listo: ya no le avisaremos cuando 1 USD ≤ 300 CUP.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ token: 'signed.token' });
  });

  it("shows the server's message for a link that is not valid", async () => {
    stubFetch({
      'POST /api/rate-alerts/unsubscribe': () =>
        errorResponse('El enlace no es válido o ha caducado', 'token_invalid', 400),
    });
    const { user } = renderApp('/rate-alerts/unsubscribe?token=forged');
    await user.click(
      await screen.findByRole('button', { name: 'Dejar de recibir esta alerta' }, lazyScreen),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido');
  });
});
