import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ConfirmModal } from './confirm-modal';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmModal
      open={open}
      title="Desactivar cuenta"
      onConfirm={onConfirm}
      onClose={() => setOpen(false)}
    >
      ¿Seguro que desea desactivar su cuenta?
    </ConfirmModal>
  );
}

describe('confirm modal', () => {
  it("confirms with 'Aceptar'", async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar cuenta' });
    expect(dialog).toHaveTextContent('¿Seguro que desea desactivar su cuenta?');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("closes without confirming with 'Cerrar'", async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
