import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createTestQueryClient } from '@/test/render';
import { toastSuccess } from './toast';

describe('toastSuccess', () => {
  it('shows a toast raised before the Toaster has arrived', async () => {
    toastSuccess('Sesión cerrada');
    const { toast } = await import('sonner');
    await vi.waitFor(() => expect(toast.getToasts()).toHaveLength(1));
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <p>Inicio</p>
      </AppProvider>,
    );
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
  });
});
