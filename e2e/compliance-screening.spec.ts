import { expect, test } from '@playwright/test';
import { toast } from './support/checkout-journey.ts';
import {
  chooseZelleAndSeeHold,
  openComplianceTab,
  reachPaymentMethodsAs,
} from './support/compliance-journey.ts';
import { signInToConsole } from './support/console.ts';
import { newSender } from './support/new-sender.ts';
import { waitForMailLink, waitForMailWith } from './support/outbox.ts';

test('a fresh demo screens from its first order: a listed receiver is held, cleared by the operator, and the sender is mailed and pays', async ({
  page,
  browser,
}) => {
  const operator = await (await browser.newContext()).newPage();
  await test.step('the demo’s own copy of the list is in force: nobody imported one', async () => {
    await signInToConsole(operator);
    await expect(operator.getByRole('alert').filter({ hasText: 'sanciones' })).toHaveCount(0);
    await openComplianceTab(operator, 'Lista SDN');
    await expect(
      operator.getByText('Copia de demostración (lista del 3 de mayo de 2024)'),
    ).toBeVisible();
    await expect(operator.getByRole('table', { name: 'Versiones de la lista' })).toContainText(
      '14.965',
    );
  });

  let reference = '';
  const account = await newSender(page, 'screened');
  await test.step('the sender sends to a listed person, written as on her ID card', async () => {
    const cart = { currency: 'USD', destination: 'CUP', amount: '93' };
    await reachPaymentMethodsAs(page, account, cart, 'Luis Alberto Rodríguez López-Calleja');
    await chooseZelleAndSeeHold(page, /en revisión/);
    const held = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /en revisión/ });
    reference = ((await held.getByText(/^GR-/).textContent()) ?? '').trim();
    expect(reference).toMatch(/^GR-/);
    await held.getByRole('link', { name: 'Ver mi envío' }).click();
    await expect(page.getByText('Su envío está en revisión')).toBeVisible();
    await expect(page.getByRole('main').getByText('En revisión', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subir comprobante' })).toHaveCount(0);
    await expect(page.getByText('pagos@giro.example')).toHaveCount(0);
  });

  await test.step('‘Mis envíos’ shows it under review, not as waiting for payment', async () => {
    await page.goto('/profile');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Mis envíos' }).click();
    const row = main.getByRole('listitem').filter({
      has: page.getByRole('link', { name: `Ver envío ${reference}` }),
    });
    await expect(row).toContainText('En revisión');
    await expect(row).not.toContainText('Pendiente de pago');
  });

  await test.step('the operator sees the matched entry beside the order and clears it', async () => {
    await openComplianceTab(operator, 'Revisiones');
    const item = operator.getByRole('listitem').filter({ hasText: reference });
    await expect(item.getByText('RODRIGUEZ LOPEZ-CALLEJA, Luis Alberto')).toBeVisible();
    await expect(item.getByRole('cell', { name: 'CUBA', exact: true })).toBeVisible();
    await item.getByRole('button', { name: 'Descartar: falso positivo' }).click();
    const dialog = operator.getByRole('dialog', {
      name: `Descartar la coincidencia de ${reference}`,
    });
    await dialog.getByLabel('Motivo').fill('Homónimo: nacido en 1992, maestro en Holguín');
    await dialog.getByRole('button', { name: 'Descartar', exact: true }).click();
    await expect(toast(operator, 'Cambios guardados')).toBeVisible();
    await expect(operator.getByText('No hay órdenes en revisión.')).toBeVisible();
    await openComplianceTab(operator, 'Falsos positivos');
    const cleared = operator.getByRole('row').filter({ hasText: reference });
    await expect(cleared).toContainText('Luis Alberto Rodríguez López-Calleja');
    await expect(cleared).toContainText('documento 85010112345');
  });

  await test.step('the sender is mailed that the transfer can be paid, and pays it', async () => {
    await waitForMailWith(account.email, [reference, 'Terminamos de revisar su orden']);
    await page.goto(await waitForMailLink(account.email, `/profile/transfers/${reference}`));
    await expect(page.getByText('Su envío está en revisión')).toHaveCount(0);
    const pay = page.getByRole('main').getByRole('region', { name: 'Pagar este envío' });
    await pay.getByLabel('Su cuenta Zelle').fill('screened@bank.example');
    await pay.getByLabel('Número de confirmación').fill('ZL20240603077');
    await pay.getByRole('button', { name: 'Ya pagué' }).click();
    await expect(page.getByRole('main').getByText('Pago en verificación').first()).toBeVisible();
  });
});
