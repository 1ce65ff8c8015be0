import { expect, type Page, test } from '@playwright/test';
import { reachPaymentMethods } from './support/checkout-journey.ts';

type Decision = 'approve' | 'decline';

/** Chooses the gateway and arrives on its (sandbox) payment page: at once, or through the link. */
async function openGatewayPage(page: Page, gateway: 'Payeer' | 'TropiPay') {
  const main = page.getByRole('main');
  await main
    .getByRole('list', { name: 'Métodos de pago' })
    .getByRole('button', { name: gateway })
    .click();
  if (gateway === 'TropiPay') {
    await main.getByRole('link', { name: 'Continuar al pago con TropiPay' }).click();
  } else {
    // Payeer states the total before its page: 'Pagar 114,30 USD con Payeer'.
    await main.getByRole('button', { name: new RegExp(`^Pagar .+ con ${gateway}$`) }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/sandbox/pay/${gateway.toLowerCase()}\\?`));
  await expect(page.getByRole('heading', { name: `Pago de PRUEBA con ${gateway}` })).toBeVisible();
}

async function decide(page: Page, decision: Decision) {
  const label = decision === 'approve' ? 'Aprobar el pago de prueba' : 'Rechazar el pago de prueba';
  await page.getByRole('button', { name: label }).click();
}

// A different amount per journey: the demo sender's open orders are reused for the same cart.
const journeys = [
  { gateway: 'Payeer', decision: 'approve', amount: '110' },
  { gateway: 'Payeer', decision: 'decline', amount: '120' },
  { gateway: 'TropiPay', decision: 'approve', amount: '130' },
  { gateway: 'TropiPay', decision: 'decline', amount: '140' },
] as const;

for (const { gateway, decision, amount } of journeys) {
  test(`a sender pays with ${gateway} in the sandbox and the payment is ${decision}d`, async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await test.step(`price ${amount} USD to CUP, sign in and give the receiver`, async () => {
      await reachPaymentMethods(page, 'USD', 'CUP', amount);
    });

    await test.step(`choose ${gateway} and reach its test payment page`, async () => {
      await openGatewayPage(page, gateway);
    });

    if (decision === 'approve') {
      await test.step('approve: back on /payment-success with the reference, cart empty', async () => {
        await decide(page, 'approve');
        await expect(page).toHaveURL(/\/payment-success$/);
        await expect(
          main.getByRole('heading', { level: 1, name: '¡Gracias por su envío!' }),
        ).toBeVisible();
        await expect(main.getByText(/^GR-/)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Carrito: 0 envíos' })).toBeVisible();
      });
    } else {
      await test.step('decline: back on /payment-error, the cart kept for another try', async () => {
        await decide(page, 'decline');
        await expect(page).toHaveURL(/\/payment-error$/);
        await expect(
          main.getByRole('heading', { level: 1, name: 'No se pudo completar el pago' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Carrito: 1 envío' })).toBeVisible();
      });
    }
  });
}
