import { expect, type Page, test } from '@playwright/test';
import { demoSender, reachPaymentMethods, toast } from './support/checkout-journey.ts';
import { signInToConsole } from './support/console.ts';
import { waitForMailWith } from './support/outbox.ts';
import { payWithZelle } from './support/zelle-payment.ts';

/** Opens the order's action dialog, writes the note and saves; the detail shows the new status. */
async function act(page: Page, reference: string, action: string, note: string, status: string) {
  const detail = page.getByRole('region', { name: `Orden ${reference}` });
  await detail.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: `${action}: ${reference}` });
  await dialog.getByLabel('Nota').fill(note);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cambios guardados').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(detail.getByText(note)).toBeVisible();
  await expect(detail.getByText(status, { exact: true }).first()).toBeVisible();
}

test('an operator marks a confirmed Zelle order paid, then delivered, and the sender is told each time', async ({
  page,
  browser,
}) => {
  // 85 USD: a cart no other journey places, so no open order of theirs is reused.
  let reference = '';
  await test.step('the sender places a Zelle order and confirms the payment', async () => {
    await reachPaymentMethods(page, 'USD', 'CUP', '85');
    reference = await payWithZelle(page, 'ZL-OPS-0085');
  });

  const operator = await (await browser.newContext()).newPage();
  await test.step('the operator finds it in the queue by its reference', async () => {
    await signInToConsole(operator);
    await operator.getByRole('link', { name: 'Órdenes' }).click();
    await operator.getByLabel('Referencia o correo').fill(reference);
    await operator.getByRole('button', { name: 'Filtrar' }).click();
    await operator.getByRole('button', { name: `Abrir ${reference}` }).click();
    const detail = operator.getByRole('region', { name: `Orden ${reference}` });
    await expect(detail.getByText('ZL-OPS-0085')).toBeVisible();
    await expect(detail.getByText('Luis Pérez').first()).toBeVisible();
  });

  await test.step('after checking the Zelle payment, marks it paid', async () => {
    await act(operator, reference, 'Marcar pagada', 'Zelle recibido', 'Pagada');
    await waitForMailWith(demoSender.email, [reference, 'Estado: Pagada']);
  });

  await test.step('hands it to delivery, then marks it delivered', async () => {
    await act(
      operator,
      reference,
      'En proceso de entrega',
      'Con el mensajero',
      'En proceso de entrega',
    );
    await act(operator, reference, 'Marcar entregada', 'Entregado en mano', 'Entregada');
    await expect(operator.getByText('Esta orden ya no admite cambios de estado.')).toBeVisible();
    await waitForMailWith(demoSender.email, [reference, 'Estado: Entregada']);
  });
});
