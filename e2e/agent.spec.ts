import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { cards, fillDetails, signIn, toast } from './support/checkout-journey.ts';
import { signInToConsole } from './support/console.ts';
import { waitForMailLink } from './support/outbox.ts';
import { payWithZelle } from './support/zelle-payment.ts';

const password = 'comision-justa-7';

/** Opens the console's agents screen. */
async function openAgents(operator: Page) {
  await operator
    .getByRole('navigation', { name: 'Secciones de la consola' })
    .getByRole('link', { name: 'Agentes' })
    .click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Agentes' })).toBeVisible();
}

/** Prices a USD → CUP transfer on the agent's storefront link and signs in as the demo sender. */
async function orderThroughLink(page: Page, hash: string, amount: string) {
  await page.goto(`/?hash=${hash}`);
  const card = page.getByRole('region', { name: 'Calcule su envío' });
  await card.getByLabel('Moneda de pago').selectOption('USD');
  await card.getByLabel('Moneda de destino').selectOption('CUP');
  await card.getByLabel('Usted envía').fill(amount);
  await expect(card.getByRole('status', { name: 'Total a pagar' })).not.toHaveText('Calculando...');
  await card.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/login\b/);
  await signIn(page);
  await fillDetails(page, cards.CUP);
  await expect(page).toHaveURL(/\/checkout$/);
}

test('an invited agent sets a password, shares the link and sees the paid transfer with its commission', async ({
  page: operator,
  browser,
}, testInfo) => {
  // Four parties in one journey, the operator's own staff account with its second factor among them.
  test.setTimeout(90_000);
  const suffix = `${Date.now().toString(36)}${testInfo.workerIndex}`;
  const hash = `e2e-${suffix}`;
  const name = `Agente ${suffix}`;
  const email = `agente.${suffix}@example.com`;

  await test.step('the operator creates the agent with a commission share and invites them', async () => {
    await signInToConsole(operator);
    await openAgents(operator);
    await operator.getByRole('button', { name: 'Crear agente' }).click();
    const form = operator.getByRole('dialog', { name: 'Nuevo agente' });
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Código del enlace').fill(hash);
    await form.getByLabel('Parte de la comisión (%)').fill('50');
    await form.getByLabel('CUP', { exact: true }).check();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toBeHidden();

    await operator.getByRole('button', { name: `Invitar a ${name}` }).click();
    const invite = operator.getByRole('dialog', { name: `Invitar a ${name}` });
    await invite.getByLabel('Correo electrónico').fill(email);
    await invite.getByLabel('Idioma del correo').selectOption('es');
    await invite.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(invite).toBeHidden();
    const row = operator.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(email);
    await expect(row).toContainText('Invitación pendiente');
    // The "saved" toast fades out first: axe would judge it half-transparent.
    await expect(operator.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectAccessible(operator, "the console's agents");
  });

  const agent = await (await browser.newContext()).newPage();
  await test.step("the invitation mail's link sets the password and opens the agent's page", async () => {
    await agent.goto(await waitForMailLink(email, '/agent-invitation'));
    const main = agent.getByRole('main');
    await expect(main.getByText(name)).toBeVisible();
    await expect(main.getByLabel('Correo electrónico')).toHaveValue(email);
    await expectAccessible(agent, 'the invitation page');
    await main.getByLabel('Contraseña', { exact: true }).fill(password);
    await main.getByLabel('Confirmar contraseña').fill(password);
    await main.getByRole('button', { name: 'Crear contraseña y entrar' }).click();
    await expect(agent).toHaveURL(/\/agent$/);
    await expect(
      agent.getByRole('heading', { level: 1, name: 'Mi página de agente' }),
    ).toBeVisible();
    await expect(agent.getByText(`/?hash=${hash}`)).toBeVisible();
    await expect(agent.getByRole('img', { name: 'Código QR de su enlace' })).toBeVisible();
  });

  const sender = await (await browser.newContext()).newPage();
  let reference = '';
  await test.step("a sender orders through the agent's link and pays with Zelle", async () => {
    // 47 USD: a cart no other journey places, so no open order of the demo sender is reused.
    await orderThroughLink(sender, hash, '47');
    reference = await payWithZelle(sender, `ZLAGT${suffix}`);
  });

  await test.step('the operator marks the order paid', async () => {
    await operator.goto(`/admin/orders/${reference}`);
    const detail = operator.getByRole('region', { name: `Orden ${reference}` });
    await detail.getByRole('button', { name: 'Marcar pagada' }).click();
    const dialog = operator.getByRole('dialog', { name: `Marcar pagada: ${reference}` });
    await dialog.getByLabel('Nota').fill('Zelle recibido');
    await dialog.getByRole('button', { name: 'Marcar pagada' }).click();
    await expect(toast(operator, 'Cambios guardados').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the agent sees the paid transfer and a commission above zero', async () => {
    await agent.reload();
    const transfers = agent.getByRole('table', { name: 'Sus envíos' });
    const row = transfers.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText('Pagado');
    await expect(row).toContainText('USD → CUP');
    await expect(row).toContainText('Daniela');
    const commission = row.getByRole('cell').nth(5);
    await expect(commission).toHaveText(/^\d+,\d{2} USD$/);
    await expect(commission).not.toHaveText('0,00 USD');

    // The month's row (newest first): its earned cell holds at least this commission.
    const month = agent
      .getByRole('table', { name: 'Comisiones por mes' })
      .getByRole('row')
      .filter({ hasText: 'USD' })
      .first();
    await expect(month.getByRole('cell').nth(2)).not.toHaveText('0,00 USD');
    await expectAccessible(agent, "the agent's page");
  });
});
