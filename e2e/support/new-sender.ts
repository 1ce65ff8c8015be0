import { expect, type Page } from '@playwright/test';
import { waitForMailLink } from './outbox.ts';

/**
 * A fresh, activated sender made through the API as the login panel would (sign-up, the mail's
 * activation link): journeys that need an account of their own leave the demo sender's sign-in
 * limit to the specs that use it.
 */
export async function newSender(page: Page, name: string) {
  const email = `${name}.${Date.now()}@example.com`;
  const password = 'cuba-libre-42';
  const { token: xsrf } = await (await page.request.get('/api/csrf')).json();
  const headers = { 'X-XSRF-TOKEN': xsrf, 'X-Requested-With': 'XMLHttpRequest' };
  const signUp = await page.request.post('/api/auth/sign_up', {
    headers,
    data: { fullname: 'Ana Pérez', email, password, confirm_password: password, register_link: '' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const link = new URL(await waitForMailLink(email, '/user-activation'), 'http://link');
  const activation = await page.request.post('/api/auth/activate', {
    headers,
    data: { token: link.searchParams.get('token') },
  });
  expect((await activation.json()).success).toBe(true);
  return { email, password };
}
