import { expect, type Page, test } from '@playwright/test';
import { gotoInteractive } from './support/interactive.ts';
import { waitForMailLink } from './support/outbox.ts';

const fullName = 'Ana Pérez';
const firstPassword = 'cuba-libre-42';
const secondPassword = 'ron-y-tabaco-7';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The sign-in token the page keeps in localStorage, read without DOM types. */
async function storedToken(page: Page): Promise<string | undefined> {
  const { origins } = await page.context().storageState();
  const entries = origins.flatMap((origin) => origin.localStorage);
  return entries.find((entry) => entry.name === 'client_auth_token')?.value;
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

test('a sender signs up, activates the account from the mail, edits the profile and signs in with the new password', async ({
  page,
}, testInfo) => {
  const email = `ana.${Date.now()}.${testInfo.workerIndex}@example.com`;
  const main = page.getByRole('main');

  await test.step('sign up through the login panel', async () => {
    await gotoInteractive(page, '/login');
    await main.getByRole('button', { name: 'Regístrese' }).click();
    await expect(main.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
    const submit = main.getByRole('button', { name: 'Registrarse' });
    await expect(submit).toBeDisabled();
    await main.getByLabel('Nombre completo').fill(fullName);
    await main.getByLabel('Correo electrónico').fill(email);
    await main.getByLabel('Contraseña', { exact: true }).fill(firstPassword);
    await main.getByLabel('Confirmar contraseña').fill(firstPassword);
    await main.getByRole('checkbox').check();
    await submit.click();
    await expect(main.getByRole('status')).toContainText('Revise su correo');
  });

  await test.step('activate the account with the link from the outbox', async () => {
    await page.goto(await waitForMailLink(email, '/user-activation'));
    await expect(main.getByRole('status')).toContainText('Cuenta activada');
    await main.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('sign in and land home, greeted by name', async () => {
    await signIn(page, email, firstPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Hola, Ana/ })).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });

  await test.step('open the profile from the account menu', async () => {
    await page.getByRole('button', { name: /Hola, Ana/ }).click();
    await page.getByRole('link', { name: 'Mi perfil' }).click();
    await expect(main.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(main.getByText('Miembro desde')).toBeVisible();
  });

  await test.step('edit the name', async () => {
    await main.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar nombre' });
    await dialog.getByLabel('Apellidos').fill('Pérez Soto');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Nombre actualizado')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('heading', { level: 1, name: 'Ana Pérez Soto' })).toBeVisible();
  });

  await test.step('change the password', async () => {
    await main.getByRole('button', { name: 'Cambiar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await dialog.getByLabel('Contraseña actual').fill(firstPassword);
    await dialog.getByLabel('Nueva contraseña').fill(secondPassword);
    await dialog.getByLabel('Confirmar contraseña').fill(secondPassword);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Contraseña actualizada')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('sign out', async () => {
    await page.getByRole('button', { name: /Hola, Ana/ }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(toast(page, 'Sesión cerrada')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toBeUndefined();
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
    await signIn(page, email, firstPassword);
    await expect(toast(page, 'Credenciales incorrectas')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, secondPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Hola, Ana/ })).toBeVisible();
  });
});

test('one click checks the terms box right after leaving a field whose error then appears', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await gotoInteractive(page, '/login');
  await main.getByRole('button', { name: 'Regístrese' }).click();
  const terms = main.getByRole('checkbox');
  // A press lasts a moment: the blur error renders between pressing and releasing the box.
  const pressLikeAPerson = { delay: 150 };

  await main.getByLabel('Nombre completo').fill(fullName);
  await main.getByLabel('Correo electrónico').fill('ana@');
  await terms.click(pressLikeAPerson);
  await expect(main.getByText('El correo no es válido')).toBeVisible();
  await expect(terms).toBeChecked();

  await main.getByLabel('Correo electrónico').fill('ana@example.com');
  await main.getByLabel('Contraseña', { exact: true }).fill(firstPassword);
  await main.getByLabel('Confirmar contraseña').fill(secondPassword);
  await terms.click(pressLikeAPerson);
  await expect(main.getByText('La contraseña no coincide')).toBeVisible();
  await expect(terms).not.toBeChecked();
});
