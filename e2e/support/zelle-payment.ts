import { expect, type Page } from '@playwright/test';

/**
 * On the payment methods, chooses Zelle and says "I have paid" with the sender's account and the Zelle
 * confirmation number, as a sender does: the order's reference, now awaiting the operator.
 */
export async function payWithZelle(page: Page, transaction: string): Promise<string> {
  const main = page.getByRole('main');
  await main
    .getByRole('list', { name: 'Métodos de pago' })
    .getByRole('button', { name: 'Zelle' })
    .click();
  const referenceField = main.getByText(/^GR-/);
  await expect(referenceField).toBeVisible();
  const reference = (await referenceField.textContent()) ?? '';
  await main.getByLabel('Su cuenta Zelle').fill('daniela@bank.example');
  await main.getByLabel('Número de confirmación').fill(transaction);
  await main.getByRole('button', { name: 'Ya pagué' }).click();
  await expect(page).toHaveURL(/\/transfer-requested$/);
  return reference;
}
