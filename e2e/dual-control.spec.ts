import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Database } from '../apps/server/src/db/database.ts';
import { receivingAccounts } from '../apps/server/src/modules/receiving-accounts/receiving-accounts-tables.ts';
import { demoSender, fillDetails, toast } from './support/checkout-journey.ts';
import { type PrivateAdmin, type PrivateGiro, startPrivateGiro } from './support/private-giro.ts';
import { totpCode } from './support/staff.ts';

// Each journey runs on a Giro of its own: whether a change needs another admin or waits out its
// cool-off depends on how many admins there are, which the shared server's journeys change.
test.describe.configure({ timeout: 180_000 });

const newZelle = 'zelle-nueva@giro.example';

async function signInAsAdmin(browser: Browser, giro: PrivateGiro, admin: PrivateAdmin) {
  const page = await (await browser.newContext({ baseURL: giro.origin })).newPage();
  await page.goto('/admin');
  await page.getByLabel('Correo electrónico').fill(admin.email);
  await page.getByLabel('Contraseña').fill(admin.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Código de la aplicación').fill(totpCode(admin.secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Secciones de la consola' })
    .getByRole('link', { name: 'Cobros' })
    .click();
  await expect(page.getByRole('heading', { name: 'Cambios de adónde va el dinero' })).toBeVisible();
  return page;
}

async function proposeZelle(page: Page) {
  await page.getByRole('button', { name: 'Añadir cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva cuenta de cobro' });
  await dialog.getByLabel('Nombre visible').fill('Zelle');
  await dialog.getByLabel('Cuenta').fill(newZelle);
  await dialog.getByLabel('Titular').fill('Giro Envíos LLC');
  await dialog.getByLabel('Límite diario').fill('3000');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cambio propuesto')).toBeVisible();
  return page.getByRole('list', { name: 'Cambios pendientes' }).getByRole('listitem').filter({
    hasText: newZelle,
  });
}

/** The demo sender's checkout of a USD cart: the payment methods it offers. */
async function checkout(browser: Browser, giro: PrivateGiro, amount: string) {
  const page = await (await browser.newContext({ baseURL: giro.origin })).newPage();
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Calcule su envío' });
  await card.getByLabel('Moneda de pago').selectOption('USD');
  await card.getByLabel('Moneda de destino').selectOption('CUP');
  await card.getByLabel('Usted envía').fill(amount);
  await expect(card.getByRole('status', { name: 'Total a pagar' })).not.toHaveText('Calculando...');
  await card.getByRole('button', { name: 'Continuar' }).click();
  const main = page.getByRole('main');
  await main.getByLabel('Correo electrónico').fill(demoSender.email);
  await main.getByLabel('Contraseña', { exact: true }).fill(demoSender.password);
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await fillDetails(page);
  await expect(page).toHaveURL(/\/checkout$/);
  const methods = main.getByRole('list', { name: 'Métodos de pago' });
  await expect(methods.getByRole('button').first()).toBeVisible();
  return { page, methods };
}

/** The demo without its receiving accounts: Zelle appears at checkout only with an approved one. */
async function noZelleAccounts(db: Database) {
  await db.update(receivingAccounts).set({ active: false });
}

test('a second admin approves a new Zelle account in the console, and only then does checkout show it', async ({
  browser,
}) => {
  const giro = await startPrivateGiro(['Ana', 'Beto'], noZelleAccounts);
  try {
    const [ana, beto] = giro.admins as [PrivateAdmin, PrivateAdmin];
    const proposer = await signInAsAdmin(browser, giro, ana);
    const change = await proposeZelle(proposer);
    await expect(change).toContainText('Espera la aprobación de otro administrador.');
    await expect(change.getByRole('button', { name: /^Aprobar/ })).toHaveCount(0);

    await test.step('checkout does not offer the pending account', async () => {
      const { page, methods } = await checkout(browser, giro, '93');
      await expect(methods.getByRole('button', { name: 'Zelle' })).toHaveCount(0);
      await page.context().close();
    });

    const approver = await signInAsAdmin(browser, giro, beto);
    const pending = approver
      .getByRole('list', { name: 'Cambios pendientes' })
      .getByRole('listitem')
      .filter({ hasText: newZelle });
    await expect(pending).toContainText(`Propuesto por ${ana.email}`);
    await expect(pending).toContainText('Espera su aprobación.');
    await pending.getByRole('button', { name: /^Aprobar el cambio/ }).click();
    await expect(toast(approver, 'Cambios guardados')).toBeVisible();
    await expect(approver.getByText('No hay cambios pendientes.')).toBeVisible();
    await expect(
      approver.getByRole('table', { name: 'Cuentas de cobro' }).getByText(newZelle),
    ).toBeVisible();

    await test.step('checkout now offers Zelle with the approved account', async () => {
      const { page, methods } = await checkout(browser, giro, '94');
      await methods.getByRole('button', { name: 'Zelle' }).click();
      await expect(page.getByRole('main').getByText(newZelle).first()).toBeVisible();
    });
  } finally {
    await giro.stop();
  }
});

test('with one admin, a change waits out its cool-off, and the mailed link cancels it', async ({
  browser,
}) => {
  const giro = await startPrivateGiro(['Sola'], noZelleAccounts);
  try {
    const [sola] = giro.admins as [PrivateAdmin];
    const console = await signInAsAdmin(browser, giro, sola);
    const change = await proposeZelle(console);
    await expect(change).toContainText(
      'No hay otro administrador que pueda aprobarlo: se aplicará el',
    );

    let link = '';
    await expect(async () => {
      [link = ''] = await giro.mailLinks(sola.email, '/admin/cancel-change');
      expect(link).not.toBe('');
    }).toPass({ timeout: 15_000 });
    // The demo admin (no factor yet, so no approver) is mailed the link too.
    expect(await giro.mailLinks('admin@giro.example', '/admin/cancel-change')).toHaveLength(1);

    const mailbox = await (await browser.newContext({ baseURL: giro.origin })).newPage();
    await mailbox.goto(link);
    await expect(
      mailbox.getByRole('heading', { name: 'Cancelar un cambio de adónde va el dinero' }),
    ).toBeVisible();
    await expect(mailbox.getByText(`Cuenta: ${newZelle}`)).toBeVisible();
    await mailbox.getByRole('button', { name: 'Cancelar este cambio' }).click();
    await expect(mailbox.getByText('Este cambio está cancelado: no se aplicará.')).toBeVisible();

    await console.reload();
    await expect(console.getByText('No hay cambios pendientes.')).toBeVisible();
    const { methods } = await checkout(browser, giro, '95');
    await expect(methods.getByRole('button', { name: 'Zelle' })).toHaveCount(0);
  } finally {
    await giro.stop();
  }
});
