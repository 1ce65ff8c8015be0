import type { AdminDestination } from '@giro/shared/admin/destination-admin-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { DestinationsSection } from './destinations-section';

const closedMlc: AdminDestination = {
  code: 'MLC',
  enabled: false,
  direct: true,
  notice_es: 'Pausado hasta el lunes.',
  notice_en: 'Paused until Monday.',
};

function renderDestinations(put: Parameters<typeof stubFetch>[0][string]) {
  const calls = stubFetch({
    'GET /api/admin/destinations': () => jsonResponse([closedMlc]),
    'PUT /api/admin/destinations/MLC': put,
  });
  return { ...renderWithProviders(<DestinationsSection />), calls };
}

describe('destinations', () => {
  it('reopens a destination with its notices emptied, sending null so the old ones are gone', async () => {
    const { user, calls } = renderDestinations(({ body }) =>
      jsonResponse({ ...closedMlc, ...(body as object) }),
    );
    const form = await screen.findByRole('form', { name: 'MLC' });
    await user.click(within(form).getByLabelText('Abierto a envíos'));
    await user.clear(within(form).getByLabelText('Aviso en español'));
    await user.clear(within(form).getByLabelText('Aviso en inglés'));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      direct: true,
      notice_es: null,
      notice_en: null,
    });
  });

  it("shows the server's field error beside its notice", async () => {
    const { user } = renderDestinations(() =>
      jsonResponse(
        {
          code: 'validation',
          message: 'Revise los datos enviados.',
          errors: [{ path: 'notice_en', message: 'El aviso es demasiado largo.' }],
        },
        422,
      ),
    );
    const form = await screen.findByRole('form', { name: 'MLC' });
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    const notice = within(form).getByLabelText('Aviso en inglés');
    expect(await within(form).findByText('El aviso es demasiado largo.')).toBeVisible();
    expect(notice).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Aviso en español')).not.toHaveAttribute('aria-invalid');
  });
});
