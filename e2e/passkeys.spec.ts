import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { toast } from './support/checkout-journey.ts';
import { demoOperator } from './support/console.ts';
import { gotoInteractive } from './support/interactive.ts';
import { newSender } from './support/new-sender.ts';

/**
 * Chromium's virtual authenticator (DevTools' WebAuthn domain): a platform authenticator with
 * discoverable credentials that verifies its user (a fingerprint always accepted).
 */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentials() {
      const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials;
    },
  };
}

test('the demo operator enrols a passkey, then signs in with the password and the passkey', async ({
  page,
  context,
}) => {
  const authenticator = await addVirtualAuthenticator(context, page);

  await test.step('the password opens the enrolment, not the console', async () => {
    await page.goto('/admin');
    await page.getByLabel('Correo electrónico').fill(demoOperator.email);
    await page.getByLabel('Contraseña').fill(demoOperator.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Proteja su cuenta' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Secciones de la consola' })).toHaveCount(0);
  });

  await test.step('a passkey on this device, and the recovery codes shown once', async () => {
    await page.getByRole('button', { name: 'Añadir llave de acceso' }).click();
    const codes = page.getByRole('list', { name: 'Sus códigos de recuperación' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    expect(await authenticator.credentials()).toHaveLength(1);
    await page.getByRole('button', { name: 'Ya los guardé' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  });

  await test.step('the Security screen lists the passkey and this session', async () => {
    await page.getByRole('link', { name: 'Seguridad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seguridad' })).toBeVisible();
    const passkeys = page.getByRole('region', { name: 'Llaves de acceso' });
    await expect(passkeys.getByRole('button', { name: /^Quitar la llave de acceso/ })).toHaveCount(
      1,
    );
    await expect(page.getByRole('region', { name: 'Sesiones abiertas' })).toContainText(
      'Esta sesión',
    );
    await page.getByRole('link', { name: 'Panel' }).click();
  });

  await test.step('sign out, then the password and the passkey reach the dashboard', async () => {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByLabel('Correo electrónico').fill(demoOperator.email);
    await page.getByLabel('Contraseña').fill(demoOperator.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    await page.getByRole('button', { name: 'Usar mi llave de acceso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  });
});

test('a sender adds a passkey on the profile and signs in with it alone, on a phone', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const authenticator = await addVirtualAuthenticator(context, page);
  const sender = await newSender(page, 'passkey');
  const main = page.getByRole('main');

  await test.step('sign in with the password and add a passkey in Seguridad', async () => {
    await page.goto('/login');
    await main.getByLabel('Correo electrónico').fill(sender.email);
    await main.getByLabel('Contraseña', { exact: true }).fill(sender.password);
    await main.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile/security');
    const passkeys = main.getByRole('region', { name: 'Llaves de acceso' });
    await expect(passkeys.getByText('Todavía no tiene llaves de acceso.')).toBeVisible();
    await passkeys.getByRole('button', { name: 'Añadir llave de acceso' }).click();
    await expect(toast(page, 'Llave de acceso añadida')).toBeVisible();
    await expect(passkeys.getByText(/^Chrome \d+/)).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
  });

  // On a phone the account's links are in the menu.
  const menu = () => page.getByRole('button', { name: 'Abrir menú' }).click();

  await test.step('sign out from the menu', async () => {
    await menu();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(toast(page, 'Sesión cerrada')).toBeVisible();
  });

  await test.step('the passkey alone signs in: no address, no password', async () => {
    // The passkey needs the page's script (WebAuthn): a click on the server's markup before
    // it has hydrated does nothing.
    await gotoInteractive(page, '/login');
    await main.getByRole('button', { name: 'Entrar con llave de acceso' }).click();
    await expect(page).toHaveURL(/\/$/);
    await menu();
    const drawer = page.getByRole('dialog', { name: 'Menú principal' });
    await expect(drawer.getByText('Hola, Ana')).toBeVisible();
  });
});
