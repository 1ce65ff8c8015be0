import { expect, test } from '@playwright/test';
import { toast } from './support/checkout-journey.ts';
import {
  chooseZelleAndSeeHold,
  openComplianceTab,
  reachPaymentMethodsAs,
} from './support/compliance-journey.ts';
import { signInToConsole } from './support/console.ts';
import { newSender } from './support/new-sender.ts';

// Three real entries of Treasury's sdn.csv (2024-05-03), as the published file writes them.
const sdnFile = [
  '306,"BANCO NACIONAL DE CUBA",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. \'BNC\'."',
  '535,"CIMEX",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
  '30042,"RODRIGUEZ LOPEZ-CALLEJA, Luis Alberto","individual","CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 19 Jan 1960; POB Cuba; nationality Cuba; Gender Male; Passport A009956 (Cuba) issued 23 Jan 2017 expires 23 Jan 2029."',
].join('\r\n');

test('a receiver on the SDN list holds the transfer until the operator clears it; then the sender can pay', async ({
  page,
  browser,
}) => {
  const operator = await (await browser.newContext()).newPage();
  await test.step('an admin imports the SDN list in the console', async () => {
    // The list is what screening rests on: only admins change it (README "Compliance").
    const staff = await signInToConsole(operator, 'admin');
    await openComplianceTab(operator, 'Lista SDN');
    await operator.getByLabel('Archivo sdn.csv').setInputFiles({
      name: 'sdn.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${sdnFile}\r\n\u001a`, 'latin1'),
    });
    await expect(toast(operator, 'Cambios guardados')).toBeVisible();
    await expect(operator.getByRole('row').filter({ hasText: staff.email }).first()).toBeVisible();
  });

  let reference = '';
  await test.step('the sender sends to a listed person, written as a sender would', async () => {
    const account = await newSender(page, 'screened');
    const cart = { currency: 'USD', destination: 'CUP', amount: '93' };
    await reachPaymentMethodsAs(page, account, cart, 'luis alberto rodriguez lopez calleja');
    await chooseZelleAndSeeHold(page, /en revisión/);
    await page.getByRole('link', { name: 'Ver mi envío' }).click();
    await expect(page.getByText('Su envío está en revisión')).toBeVisible();
    reference = (page.url().split('/').at(-1) ?? '').toUpperCase();
    await expect(page.getByText('pagos@giro.example')).toHaveCount(0);
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
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(operator, 'Cambios guardados')).toBeVisible();
    await expect(operator.getByText('No hay órdenes en revisión.')).toBeVisible();
  });

  await test.step('the sender can now pay: the transfer page shows the account', async () => {
    await page.reload();
    await expect(page.getByText('Su envío está en revisión')).toHaveCount(0);
    await expect(page.getByRole('main').getByLabel('Su cuenta Zelle')).toBeVisible();
  });
});
