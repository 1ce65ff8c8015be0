import { expect, type Locator, type Page, test } from '@playwright/test';
import { gotoInteractive } from './support/interactive.ts';
import { countMails } from './support/outbox.ts';

// The demo operator of a fresh install (SEED_DEMO).
const operator = 'Giro Envíos';
const domain = 'giro.example';
const operatorEmail = 'soporte@giro.example';

/**
 * Marks the heading of section `id` as the server drew it, before the page's scripts run (as
 * source text: the specs are typed without the DOM's types).
 */
async function markServerSection(page: Page, id: string) {
  await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
    document.getElementById('${id}-title')?.setAttribute('data-drawn-by', 'server');
  })`);
}

/** Hydration leaves `section` in view, as the server's own node (not drawn again). */
async function stillThereOnceInteractive(page: Page, section: Locator) {
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
  await expect(section).toHaveAttribute('data-drawn-by', 'server');
  await expect(section).toBeInViewport();
}

type StaticPage = { path: string; es: string; en: string; mentions: string[] };

const staticPages: StaticPage[] = [
  { path: '/about', es: 'Sobre nosotros', en: 'About us', mentions: [operator] },
  { path: '/faq', es: 'Preguntas frecuentes', en: 'FAQ', mentions: [operator] },
  {
    path: '/politica-de-privacidad',
    es: 'Política de privacidad',
    en: 'Privacy policy',
    mentions: [operator, domain, operatorEmail],
  },
  {
    path: '/terminos-y-condiciones',
    es: 'Términos y condiciones',
    en: 'Terms and conditions',
    mentions: [operator, domain],
  },
  {
    path: '/politica-de-cookies',
    es: 'Política de cookies',
    en: 'Cookie policy',
    mentions: [domain],
  },
  { path: '/disclaimer', es: 'Aviso legal', en: 'Disclaimer', mentions: [operator, domain] },
  {
    path: '/payment-error',
    es: 'No se pudo completar el pago',
    en: 'The payment could not be completed',
    mentions: [operatorEmail],
  },
];

async function chooseLanguage(page: Page, language: 'es' | 'en') {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost');
  await page.context().addCookies([{ name: 'language', value: language, url: url.origin }]);
}

test.describe('static pages', () => {
  for (const language of ['es', 'en'] as const) {
    for (const { path, mentions, ...titles } of staticPages) {
      test(`${path} reads in ${language} with the operator's data`, async ({ page }) => {
        await chooseLanguage(page, language);
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(titles[language]);
        for (const mention of mentions) await expect(main).toContainText(mention);
        await expect(main).not.toContainText(/[{}]/);
      });
    }
  }

  test('the cookie policy tabulates the cookie types, the trusted-browser cookie among them', async ({
    page,
  }) => {
    await page.goto('/politica-de-cookies');
    const table = page.getByRole('table', { name: `Tipos de cookies que usa ${domain}` });
    await expect(table.getByRole('rowheader')).toHaveText([
      'Estrictamente necesarias',
      'Seguridad de su cuenta (estrictamente necesaria)',
      'Funcionales',
      'Analíticas',
    ]);
  });

  test('a legal page jumps to a section from its table of contents', async ({ page }) => {
    await markServerSection(page, 'law');
    await page.goto('/terminos-y-condiciones');
    const section = page.getByRole('heading', { name: 'Ley aplicable y jurisdicción' });
    // Clicked at once, as on a slow phone, before the page has hydrated.
    await page
      .getByRole('navigation', { name: 'En esta página' })
      .getByRole('link', { name: 'Ley aplicable y jurisdicción' })
      .click();
    await expect(page).toHaveURL(/\/terminos-y-condiciones#law$/);
    await expect(section).toBeInViewport();
    await stillThereOnceInteractive(page, section);
  });

  test('a legal page opened at a section stays there', async ({ page }) => {
    await markServerSection(page, 'manage');
    await page.goto('/politica-de-cookies#manage');
    const section = page.getByRole('heading', { name: 'Cómo bloquear o gestionar las cookies' });
    await expect(section).toBeInViewport();
    await stillThereOnceInteractive(page, section);
  });

  test('an FAQ answer opens under its question', async ({ page }) => {
    await page.goto('/faq');
    const answer = page.getByText(/^El plazo depende de la opción de entrega/);
    await expect(answer).toBeHidden();
    await page.getByText('¿Cuánto tarda en llegar el dinero?').click();
    await expect(answer).toBeVisible();
  });
});

test.describe('footer', () => {
  test('every page link opens its page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links = [
      ['Contacto', '/contact'],
      ['Preguntas frecuentes', '/faq'],
      ['Política de privacidad', '/politica-de-privacidad'],
      ['Términos y condiciones', '/terminos-y-condiciones'],
      ['Política de cookies', '/politica-de-cookies'],
      ['Aviso legal', '/disclaimer'],
      ['Sobre nosotros', '/about'],
    ] as const;
    for (const [name, path] of links) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    }
  });

  test("links the operator's social networks and chat groups in a new tab", async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Facebook', 'https://www.facebook.com/giro.example'],
      ['Telegram', 'https://t.me/giro_envios'],
    ] as const) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });
});

test('a sender who came through an agent writes to the operator', async ({ page }) => {
  const sentBefore = await countMails(operatorEmail);
  // The agent is remembered by the page's script: a click before it runs is a plain link.
  await gotoInteractive(page, '/?hash=demo-agent');
  await page.getByRole('banner').getByRole('link', { name: 'Contacto' }).click();
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  const send = form.getByRole('button', { name: 'Enviar mensaje' });
  await expect(form.getByLabel('Código de agente (opcional)')).toHaveValue('demo-agent');
  await expect(send).toBeVisible();

  await form.getByLabel('Nombre').fill('Ana Pérez');
  await form.getByLabel('Correo electrónico').fill('ana.perez@');
  await form.getByLabel('Mensaje').fill('¿Cuánto tarda un envío en CUP a Holguín?');
  await expect(form.getByText('40 de 255 caracteres')).toBeVisible();
  await send.click();
  await expect(form.getByText('Email no válido.')).toBeVisible();

  await form.getByLabel('Correo electrónico').fill('ana.perez@example.com');
  await send.click();
  await expect(
    page.locator('[data-sonner-toast][data-type="success"]', {
      hasText: 'Su mensaje ha sido enviado. ¡Pronto nos pondremos en contacto con usted!',
    }),
  ).toBeVisible();
  await expect(form.getByLabel('Nombre')).toHaveValue('');
  await expect(form.getByLabel('Mensaje')).toHaveValue('');
  await expect.poll(() => countMails(operatorEmail)).toBe(sentBefore + 1);
});
