import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { forgetStaffTokenAfterEach, signedInAsStaff } from '../../test/admin-fixtures';
import { DeliveryProofUpload } from './delivery-proof-upload';

const reference = 'GR-7K3M9Q';
const uploadPath = `/api/admin/orders/${reference}/delivery-proof`;

describe('delivery photo upload', () => {
  forgetStaffTokenAfterEach();

  it('sends the chosen photo as multipart with the staff session', async () => {
    const calls = stubFetch({ [`POST ${uploadPath}`]: () => new Response(null, { status: 204 }) });
    signedInAsStaff();
    const { user } = renderWithProviders(
      <DeliveryProofUpload order={{ reference, delivery_proof: false }} />,
    );
    const photo = new File(['png'], 'entrega.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Foto de la entrega'), photo);

    await vi.waitFor(() => expect(calls.map((call) => call.url.pathname)).toContain(uploadPath));
    const body = vi.mocked(fetch).mock.calls[0]?.[1]?.body;
    expect(body instanceof FormData && body.get('file')).toBe(photo);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer staff-token');
    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ver la foto de la entrega' })).toBeNull();
  });

  it('offers the uploaded photo once there is one', () => {
    stubFetch({});
    renderWithProviders(<DeliveryProofUpload order={{ reference, delivery_proof: true }} />);
    expect(screen.getByRole('button', { name: 'Ver la foto de la entrega' })).toBeVisible();
  });
});
