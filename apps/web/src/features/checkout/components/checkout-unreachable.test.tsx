import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch';
import {
  callsTo,
  methodButton,
  orderCreated,
  renderCheckout,
  zelleAccount,
} from '../test/render-checkout';

const notice =
  'No pudimos comunicarnos con Giro. Lo intentamos de nuevo en unos segundos; lo que escribió se conserva.';
const unavailable = () =>
  jsonResponse(
    { message: 'Servicio no disponible, reintente en unos segundos.', code: 'unavailable' },
    503,
  );

/** 503 `unavailable` while `away.now`, then `answer`. */
function awayThen(answer: () => Response) {
  const away = { now: true };
  return { away, answer: () => (away.now ? unavailable() : answer()) };
}

// The retry comes after Retry-After's five seconds, on the real clock.
const afterRetry = { timeout: 8_000 };

describe('checkout while Giro cannot be reached', { timeout: 30_000 }, () => {
  beforeAll(() => import('@giro/shared/api-error'));

  it('says so instead of an error and creates the order once Giro answers again', async () => {
    const order = awayThen(() => jsonResponse(orderCreated({ fiat_account: zelleAccount })));
    const { user, calls } = await renderCheckout({ stubs: { 'POST /create_order': order.answer } });
    await user.click(methodButton('Zelle'));

    expect(await screen.findByText(notice)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    order.away.now = false;

    expect(await screen.findByText('pagos@giro.example', undefined, afterRetry)).toBeVisible();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    expect(callsTo(calls, '/create_order').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the confirmation typed and sends it again once Giro answers', async () => {
    const confirmed = awayThen(() =>
      jsonResponse({
        message: 'Recibimos su confirmación',
        reference: 'GR-7K3M9Q',
        status: 'payment_submitted',
      }),
    );
    const { user, calls, router } = await renderCheckout({
      stubs: {
        'POST /create_order': () => jsonResponse(orderCreated({ fiat_account: zelleAccount })),
        'POST /confirm_fiat_payment': confirmed.answer,
      },
    });
    await user.click(methodButton('Zelle'));
    const account = await screen.findByRole('textbox', { name: 'Su cuenta Zelle' });
    await user.type(account, 'ana@bank.example');
    await user.type(screen.getByRole('textbox', { name: 'Número de confirmación' }), 'ZL123456');
    await user.click(screen.getByRole('button', { name: 'Ya pagué' }));

    expect(await screen.findByText(notice)).toBeVisible();
    expect(account).toHaveValue('ana@bank.example');
    confirmed.away.now = false;

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/transfer-requested'),
      afterRetry,
    );
    const sent = callsTo(calls, '/confirm_fiat_payment').map((call) => call.body);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.at(-1)).toEqual({
      account: 'ana@bank.example',
      order: 'ZL123456',
      reference: 'GR-7K3M9Q',
      fiat_method: 'zelle',
    });
  });
});
