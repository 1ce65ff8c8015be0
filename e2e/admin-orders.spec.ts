import { expect, test } from '@playwright/test';
import { demoSender, reachPaymentMethods } from './support/checkout-journey.ts';
import { actInConsole as act, signInToConsole } from './support/console.ts';
import { waitForMailWith } from './support/outbox.ts';
import { payWithZelle } from './support/zelle-payment.ts';

test('an operator marks a confirmed Zelle order paid, then delivered, and the sender is told each time', async ({
  page,
  browser,
}) => {
  // 85 USD: a cart no other journey places, so no open order of theirs is reused.
  let reference = '';
  await test.step('the sender places a Zelle order and confirms the payment', async () => {
    await reachPaymentMethods(page, 'USD', 'CUP', '85');
    reference = await payWithZelle(page, 'ZLOPS0085');
  });

  const operator = await (await browser.newContext()).newPage();
  await test.step('the operator finds it in the queue by its reference', async () => {
    await signInToConsole(operator);
    await operator.getByRole('link', { name: 'Órdenes' }).click();
    await operator.getByLabel('Referencia o correo').fill(reference);
    await operator.getByRole('button', { name: 'Filtrar' }).click();
    await operator.getByRole('link', { name: `Abrir ${reference}` }).click();
    await expect(operator).toHaveURL(`/admin/orders/${reference}`);
    const detail = operator.getByRole('region', { name: `Orden ${reference}` });
    await expect(detail.getByText('ZLOPS0085')).toBeVisible();
    await expect(detail.getByText('Luis Pérez').first()).toBeVisible();
  });

  await test.step('after checking the Zelle payment, marks it paid', async () => {
    await act(operator, reference, 'Marcar pagada', 'Zelle recibido', 'Pagada');
    await waitForMailWith(demoSender.email, [reference, 'Estado: Pagada']);
  });

  await test.step('hands it to delivery, then marks it delivered', async () => {
    await act(operator, reference, 'Pasar a entrega', 'Con el mensajero', 'En proceso de entrega');
    await act(operator, reference, 'Marcar entregada', 'Entregado en mano', 'Entregada');
    await expect(operator.getByText('Esta orden ya no admite cambios de estado.')).toBeVisible();
    await waitForMailWith(demoSender.email, [reference, 'Estado: Entregada']);
  });
});

test("an operator opens an order's own address at 1280 px and reads every value in Spanish", async ({
  page,
  browser,
}) => {
  // 64 USD: a cart no other journey places, so no open order of theirs is reused.
  let reference = '';
  await test.step('the sender places a Zelle order and confirms the payment', async () => {
    await reachPaymentMethods(page, 'USD', 'CUP', '64');
    reference = await payWithZelle(page, 'ZLOPS0064');
  });

  const operator = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  await test.step('the queue shows the reference on one line and the status beside it', async () => {
    await signInToConsole(operator);
    await operator.goto(`/admin/orders?q=${reference}`);
    const row = operator.getByRole('row', { name: new RegExp(reference) });
    const link = row.getByRole('link', { name: `Abrir ${reference}` });
    await expect(link).toBeVisible();
    const status = row.getByText('Pago en verificación');
    await expect(status).toBeInViewport();
    // One line: as tall as the link's own line height, not two.
    const box = await link.boundingBox();
    expect(box?.height).toBeLessThan(30);
    await operator.screenshot({ path: 'test-results/admin-orders-queue-1280.png', fullPage: true });
  });

  await test.step('its address opens it directly, also after a reload', async () => {
    await operator.goto(`/admin/orders/${reference}`);
    await operator.reload();
    const detail = operator.getByRole('region', { name: `Orden ${reference}` });
    await expect(detail.getByText('ZLOPS0064')).toBeVisible();
    await expect(operator).toHaveTitle(new RegExp(`^Orden ${reference}`));
    await expect(operator.getByRole('table')).toHaveCount(0);

    const value = (label: string) =>
      detail
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .first();
    await expect(value('Origen de los fondos')).toHaveText('Salario');
    await expect(value('Modalidad')).toHaveText('Depósito en tarjeta');
    // Said once: the method is the payment's; the account paid into has no kind of its own.
    await expect(value('Método')).toHaveText('Zelle');
    await expect(detail.locator('dt', { hasText: /^Tipo$/ })).toHaveCount(0);
    await expect(value('Envío')).toHaveText('64,00 USD');
    await expect(value('Total')).toHaveText(/^\d+,\d{2} USD$/);
    await expect(value('Recibe')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2} CUP$/);
    await expect(detail.getByText('Orden creada')).toBeVisible();
    await expect(detail.getByText(/\(remitente\)/).first()).toBeVisible();
    for (const raw of ['salary', 'account', 'order created', 'staff:', 'payment_submitted']) {
      await expect(detail).not.toContainText(raw);
    }
    await operator.screenshot({ path: 'test-results/admin-order-1280.png', fullPage: true });
  });

  await test.step('back returns to the queue', async () => {
    await operator.getByRole('link', { name: '← Volver a las órdenes' }).click();
    await expect(operator).toHaveURL('/admin/orders');
    await expect(operator.getByRole('heading', { level: 2, name: 'Órdenes' })).toBeVisible();
  });
});
