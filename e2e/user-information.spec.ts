import { expect, type Page, test } from '@playwright/test';

/** The README's demo sender (seeded by SEED_DEMO, already activated). */
const demoSender = { email: 'demo@giro.example', password: 'giro-demo-2024' };

const emptyContact = {
  sender: { moneysource: 'salary', fullname: '', email: '', phone: '', crypto: '' },
  receiver: {
    fullname: '',
    email: '',
    document: '',
    phone: '',
    address: '',
    zipcode: '',
    city: '',
    province: '',
    relation: '',
  },
  bank: { swift: '', address: '', number_card: '', account: '' },
};

/** What the calculator leaves in sessionStorage (`giro-store`) after a CUP quote paid in EUR. */
const storeWithCart = {
  currencies: [],
  selected_currency: 'EUR',
  payment_methods: [],
  domain_name: 'giro.example',
  order_id: null,
  method: null,
  freelancer: null,
  cart: [
    {
      pvp: '104.50',
      currency: 'EUR',
      isCurrencyFiat: true,
      destination_currency: 'CUP',
      comision: '4.50',
      receiving: '34500.00',
      net_price: '100.00',
      delivery_text: '2 horas a 3 días hábiles',
      delivery_item: 1,
      fiat_method: '',
      wallet: '',
    },
  ],
  currency: 'EUR',
  contact: emptyContact,
};

/** A real session for the demo sender, through the API as the login screen would get it. */
async function signInThroughApi(page: Page): Promise<string> {
  const { token: xsrf } = await (await page.request.get('/api/csrf')).json();
  const response = await page.request.post('/api/auth/signin', {
    data: demoSender,
    headers: { 'X-XSRF-TOKEN': xsrf, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).token;
}

/**
 * Seeds the token and the cart before the app starts, once per tab: a reload must find what the
 * app itself saved since, not the seed again.
 */
async function seedBrowserState(page: Page, token: string) {
  await page.addInitScript(`
    if (!sessionStorage.getItem('e2e-seeded')) {
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('client_auth_token', ${JSON.stringify(token)});
      sessionStorage.setItem('giro-store', ${JSON.stringify(JSON.stringify(storeWithCart))});
    }
  `);
}

function fieldset(page: Page, name: string) {
  return page.getByRole('group', { name });
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

test('a signed-in sender with a cart fixes every wrong detail and goes on to pay', async ({
  page,
}) => {
  await seedBrowserState(page, await signInThroughApi(page));
  const sender = fieldset(page, 'Remitente');
  const receiver = fieldset(page, 'Beneficiario');
  const bank = fieldset(page, 'Datos bancarios');
  const next = page.getByRole('button', { name: 'Siguiente' });

  await test.step('the form opens with the sender taken from the account', async () => {
    await page.goto('/user-information');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Datos del remitente y del beneficiario',
    );
    await expect(sender.getByLabel('Nombre completo')).toHaveValue('Daniela Demo');
    await expect(sender.getByLabel('Correo electrónico')).toHaveValue(demoSender.email);
    await expect(sender.getByLabel('País del teléfono')).toHaveValue('US');
    await expect(receiver.getByLabel('País del teléfono')).toHaveValue('CU');
    await expect(bank.getByRole('radio', { name: 'Depósito en tarjeta' })).toBeChecked();
  });

  await test.step('wrong details each get their message', async () => {
    await sender.getByLabel('Nombre completo').fill('Daniela 2');
    await sender.getByLabel('Correo electrónico').fill('daniela@');
    await sender.getByLabel('Teléfono', { exact: true }).fill('123');
    await receiver.getByLabel('Nombre completo').fill('   ');
    await receiver.getByLabel('Carné de identidad').fill('8501011234');
    await receiver.getByLabel('Teléfono', { exact: true }).fill('999');
    await bank.getByLabel('Número de tarjeta').pressSequentially('9225759912345678');
    await expect(bank.getByLabel('Número de tarjeta')).toHaveValue('9225 7599 1234 5678');
    await next.click();

    await expect(sender.getByLabel('Nombre completo')).toBeFocused();
    await expect(sender.getByLabel('Nombre completo')).toHaveAccessibleDescription(
      "Use letras, espacios, guiones (-) y apóstrofos (')",
    );
    await expect(sender.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
      'El correo no es válido',
    );
    await expect(sender.getByLabel('Teléfono', { exact: true })).toHaveAccessibleDescription(
      'El teléfono no es válido',
    );
    await expect(receiver.getByLabel('Nombre completo')).toHaveAccessibleDescription(
      'Campo obligatorio',
    );
    await expect(receiver.getByLabel('Carné de identidad')).toHaveAccessibleDescription(
      '11 dígitos El carné de identidad tiene 11 dígitos',
    );
    await expect(receiver.getByLabel('Teléfono', { exact: true })).toHaveAccessibleDescription(
      'El teléfono no es válido',
    );
    await expect(receiver.getByLabel('Dirección')).toHaveAccessibleDescription('Campo obligatorio');
    await expect(bank.getByLabel('Número de tarjeta')).toHaveAccessibleDescription(
      '16 dígitos La tarjeta proporcionada no es para CUP',
    );
    await expect(toast(page, 'La tarjeta proporcionada no es para CUP')).toBeVisible();
    await expect(page).toHaveURL(/\/user-information$/);
  });

  await test.step('each message goes once its field is right', async () => {
    await sender.getByLabel('Nombre completo').fill('Daniela Demo');
    await expect(sender.getByLabel('Nombre completo')).not.toHaveAttribute('aria-invalid');
    await sender.getByLabel('Correo electrónico').fill(demoSender.email);
    await sender.getByLabel('Teléfono', { exact: true }).fill('202 555 0123');
    await expect(sender.getByLabel('Teléfono', { exact: true })).not.toHaveAttribute(
      'aria-invalid',
    );
    await receiver.getByLabel('Nombre completo').fill('Luis Pérez');
    await receiver.getByLabel('Carné de identidad').fill('85010112345');
    await receiver.getByLabel('Teléfono', { exact: true }).fill('5 123 4567');
    await receiver.getByLabel('Dirección').fill('Calle 23 No. 456, Vedado');
    await receiver.getByLabel('Provincia (opcional)').selectOption('La Habana');
    await bank.getByLabel('Número de tarjeta').fill('9225069912345678');
    await expect(bank.getByLabel('Número de tarjeta')).toHaveValue('9225 0699 1234 5678');
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  await test.step('a reload keeps everything typed', async () => {
    await page.reload();
    await expect(receiver.getByLabel('Nombre completo')).toHaveValue('Luis Pérez');
    // Saved as +5351234567 and shown again in the library's grouping.
    await expect(receiver.getByLabel('Teléfono', { exact: true })).toHaveValue('5 1234567');
    await expect(bank.getByLabel('Número de tarjeta')).toHaveValue('9225 0699 1234 5678');
    await expect(receiver.getByLabel('Provincia (opcional)')).toHaveValue('La Habana');
  });

  await test.step('the summary beside the form shows both people, without edit links', async () => {
    const summary = page.getByRole('complementary');
    await expect(summary.getByRole('heading', { name: 'Beneficiario' })).toBeVisible();
    await expect(summary).toContainText('Luis Pérez');
    await expect(summary).toContainText('9225 0699 1234 5678');
    await expect(summary.getByRole('link', { name: /Editar/ })).toHaveCount(0);
  });

  await test.step("'Siguiente' saves the details and goes to checkout", async () => {
    await next.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Carrito/ })
      .click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Editar beneficiario' })).toBeVisible();
  });
});
