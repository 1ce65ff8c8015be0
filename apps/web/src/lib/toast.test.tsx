import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createTestQueryClient } from '@/test/render';
import { toastSuccess } from './toast';

describe('toastSuccess', () => {
  it('shows a toast raised before the Toaster has arrived', async () => {
    toastSuccess('Sesión cerrada');
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <p>Inicio</p>
      </AppProvider>,
    );
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
  });
});
