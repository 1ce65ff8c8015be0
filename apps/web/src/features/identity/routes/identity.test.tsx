import type { IdentityState } from '@giro/shared/compliance/identity-contracts';
import { validIdentitySubmission } from '@giro/shared/compliance/identity-test-fixtures';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { forgetTokenAfterEach, sessionOf } from '@/test/session';

forgetTokenAfterEach();

const lazyScreen = { timeout: 10_000 };

const required: IdentityState = {
  required: true,
  verified: false,
  threshold: { amount: '3000.00', currency: 'USD' },
  latest: null,
};

type Submission = NonNullable<IdentityState['latest']>;

const submitted: Submission = {
  id: 'b1c2',
  status: 'pending',
  submitted_at: '2025-03-04T15:00:00.000Z',
  document_type: 'passport',
  document_expiry: '2030-01-31',
  expired: false,
  reason: null,
};

const pending: IdentityState = { ...required, latest: submitted };

type Stubs = Parameters<typeof stubFetch>[0];

function renderIdentity(state: IdentityState, stubs: Stubs = {}) {
  setAuthToken('tok-1');
  const calls = stubFetch({
    ...sessionOf(testUser),
    'GET /api/identity': () => jsonResponse(state),
    ...stubs,
  });
  return { ...renderApp('/profile/identity'), calls };
}

/** The FormData the page sent to POST /api/identity. */
function sentForm(): FormData {
  const sent = vi
    .mocked(fetch)
    .mock.calls.find(
      ([input, init]) => String(input).endsWith('/api/identity') && init?.method === 'POST',
    );
  const body = sent?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('no identity form was sent');
  return body;
}

describe('identity verification page', { timeout: 30_000 }, () => {
  it('says why it is asked, then sends the details as JSON beside the photo and shows the review', async () => {
    const { user } = renderIdentity(required, {
      'POST /api/identity': () => jsonResponse(pending),
    });
    expect(
      await screen.findByText('Todavía no verificó su identidad.', {}, lazyScreen),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/superan 3000,00 USD/);

    await user.type(screen.getByLabelText('Fecha de nacimiento'), '1980-05-17');
    await user.type(screen.getByLabelText('Dirección'), '1200 Brickell Ave');
    await user.type(screen.getByLabelText('Ciudad'), 'Miami');
    await user.type(screen.getByLabelText('Estado o provincia'), 'FL');
    await user.type(screen.getByLabelText('Código postal'), '33131');
    await user.type(screen.getByLabelText('Número del documento'), 'P1234567');
    await user.type(screen.getByLabelText('Fecha de vencimiento'), '2030-01-31');
    await user.click(screen.getByRole('button', { name: 'Enviar para revisión' }));
    // No photo yet: said under its field, nothing sent.
    expect(await screen.findByText('Campo obligatorio')).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pasaporte.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Foto del documento'), photo);
    await user.click(screen.getByRole('button', { name: 'Enviar para revisión' }));

    expect(
      await screen.findByText(/Recibimos sus datos el .* y los estamos revisando/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar para revisión' })).not.toBeInTheDocument();
    const form = sentForm();
    expect(JSON.parse(String(form.get('data')))).toEqual(validIdentitySubmission());
    expect((form.get('file') as File).name).toBe('pasaporte.jpg');
  });

  it('puts the server’s refusal of a field under that field', async () => {
    const { user } = renderIdentity(required, {
      'POST /api/identity': () =>
        jsonResponse(
          {
            message: 'Revise los datos.',
            code: 'validation',
            errors: [{ path: 'document_expiry', message: 'El documento está vencido.' }],
          },
          422,
        ),
    });
    await screen.findByLabelText('Fecha de nacimiento', {}, lazyScreen);
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '1980-05-17');
    await user.type(screen.getByLabelText('Dirección'), 'Calle 8');
    await user.type(screen.getByLabelText('Ciudad'), 'Miami');
    await user.type(screen.getByLabelText('Estado o provincia'), 'FL');
    await user.type(screen.getByLabelText('Código postal'), '33135');
    await user.type(screen.getByLabelText('Número del documento'), 'X1');
    await user.type(screen.getByLabelText('Fecha de vencimiento'), '2030-01-31');
    await user.upload(
      screen.getByLabelText('Foto del documento'),
      new File([new Uint8Array([0x89, 0x50])], 'id.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar para revisión' }));
    expect(await screen.findByText('El documento está vencido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de vencimiento')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a rejection with its reason and asks again', async () => {
    renderIdentity({
      ...required,
      latest: { ...submitted, status: 'rejected', reason: 'la foto está borrosa' },
    });
    expect(
      await screen.findByText(
        /No pudimos verificar su identidad: la foto está borrosa/,
        {},
        lazyScreen,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar para revisión' })).toBeInTheDocument();
  });

  it('tells a verified sender until when, without the form', async () => {
    renderIdentity({
      ...required,
      required: false,
      verified: true,
      latest: { ...submitted, status: 'approved' },
    });
    expect(
      await screen.findByText(
        'Su identidad está verificada. Su documento vence el 31 de enero de 2030.',
        {},
        lazyScreen,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar para revisión' })).not.toBeInTheDocument();
  });
});
