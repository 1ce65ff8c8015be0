import type { AdminContactMessage } from '@giro/shared/admin/operator-accounts-contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ContactMessagesSection } from './contact-messages-section';

const question: AdminContactMessage = {
  id: '6f1c2f6e-0d8a-4b0e-9a51-3c2f1e0d9b77',
  name: 'Ana María Pérez',
  email: 'ana@example.com',
  phone: null,
  message: '¿Entregan en Holguín?',
  freelancer: null,
  language: 'es',
  created_at: '2024-05-01T10:00:00.000Z',
  handled_at: null,
};

describe('contact messages inbox', () => {
  it('marks a message handled', async () => {
    const calls = stubFetch({
      'GET /api/admin/contact-messages': () => jsonResponse([question]),
      [`POST /api/admin/contact-messages/${question.id}/handled`]: () =>
        jsonResponse({ ...question, handled_at: '2024-05-02T09:00:00.000Z' }),
    });
    const { user } = renderWithProviders(<ContactMessagesSection />);
    expect(await screen.findByText('¿Entregan en Holguín?')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Marcar atendido el mensaje de Ana María Pérez' }),
    );
    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(true);
  });
});
