import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadNamespaces } from '@/lib/i18n';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ProofUpload } from './proof-upload';

beforeAll(() => loadNamespaces(['transfers']));

// jsdom has no blob: URLs; the stand-ins record what the page creates and revokes.
const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/proof-1');
const revokeObjectURL = vi.fn((_url: string) => undefined);
beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

function fileResponse(type: string) {
  // A string body: Node's Response does not read jsdom's Blob.
  return () => new Response('file', { headers: { 'content-type': type } });
}

function renderProof(hasProof = true) {
  return renderWithProviders(<ProofUpload reference="GR-7K3M9Q" hasProof={hasProof} />);
}

describe('proof of payment', () => {
  it('offers the file picker as a named button with the accepted files as its description', async () => {
    stubFetch({});
    renderProof(false);
    const picker = await screen.findByLabelText('Subir comprobante');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAccessibleDescription('Imagen (PNG o JPG) o PDF de hasta 5 MB.');
    expect(screen.getByText('o arrastre el archivo aquí')).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByLabelText('Upload proof')).toHaveAccessibleDescription(
      'An image (PNG or JPG) or a PDF of up to 5 MB.',
    );
  });

  it('lights the drop area up while a file is dragged over it', async () => {
    stubFetch({});
    renderProof(false);
    const picker = await screen.findByLabelText('Subir comprobante');
    const area = picker.parentElement;
    expect(area).not.toHaveAttribute('data-dragging');
    fireEvent.dragEnter(picker);
    expect(area).toHaveAttribute('data-dragging', 'true');
    fireEvent.dragLeave(picker);
    expect(area).not.toHaveAttribute('data-dragging');
  });

  it('uploads the chosen file', async () => {
    const calls = stubFetch({
      'POST /api/orders/GR-7K3M9Q/proof': () =>
        jsonResponse({ media_type: 'image/png', size: 3, uploaded_at: '2025-03-10T16:00:00.000Z' }),
    });
    const { user } = renderProof(false);
    const proof = new File(['png'], 'proof.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Subir comprobante'), proof);
    expect(await screen.findByText('Recibimos su comprobante de pago.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.url.pathname).toBe(
      '/api/orders/GR-7K3M9Q/proof',
    );
  });

  it('shows an image proof on the page instead of downloading it', async () => {
    stubFetch({ 'GET /api/orders/GR-7K3M9Q/proof': fileResponse('image/png') });
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = renderProof();
    await user.click(await screen.findByRole('button', { name: 'Ver comprobante' }));
    const preview = await screen.findByRole('dialog', { name: 'Comprobante de pago' });
    expect(within(preview).getByRole('img', { name: 'Comprobante de pago' })).toHaveAttribute(
      'src',
      'blob:http://localhost/proof-1',
    );
    expect(within(preview).getByRole('link', { name: 'Descargar' })).toHaveAttribute(
      'download',
      'proof-GR-7K3M9Q.png',
    );
    expect(save).not.toHaveBeenCalled();

    await user.click(within(preview).getByRole('button', { name: 'Cerrar ventana' }));
    await waitFor(() =>
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/proof-1'),
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('downloads a PDF proof, which the server sends as an attachment', async () => {
    stubFetch({ 'GET /api/orders/GR-7K3M9Q/proof': fileResponse('application/pdf') });
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderProof();
    await user.click(await screen.findByRole('button', { name: 'Ver comprobante' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect((save.mock.contexts[0] as HTMLAnchorElement).download).toBe('proof-GR-7K3M9Q.pdf');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
