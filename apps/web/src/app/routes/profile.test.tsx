import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alerts } from '@/features/rate-alerts/test-fixtures';
import { setAuthToken } from '@/lib/auth-token';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testUser as ana } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { forgetTokenAfterEach, sessionOf } from '@/test/session';

forgetTokenAfterEach();

const lazyScreen = { timeout: 10_000 };

function signedInWithNoOrders() {
  setAuthToken('tok-1');
  stubFetch({
    ...sessionOf(ana),
    'GET /api/orders': () => jsonResponse({ items: [], page: 1, page_size: 20, total: 0 }),
    'GET /api/rate-alerts': () => jsonResponse({ ...alerts, items: [] }),
  });
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('profile tabs', () => {
  it("opens 'Mis envíos' at its own URL, as after a reload", async () => {
    signedInWithNoOrders();
    renderApp('/profile/transfers');
    expect(
      await screen.findByText('Todavía no ha hecho ningún envío.', {}, lazyScreen),
    ).toBeInTheDocument();
    expect(selectedTab()).toHaveAccessibleName('Mis envíos');
  });

  it('gives each tab a history entry, so back and forward keep the tab', async () => {
    signedInWithNoOrders();
    const { user, router } = renderApp('/profile');
    await user.click(await screen.findByRole('tab', { name: 'Mis envíos' }, lazyScreen));
    expect(router.state.location.pathname).toBe('/profile/transfers');
    await user.click(screen.getByRole('tab', { name: 'Alertas de tasa' }));
    expect(router.state.location.pathname).toBe('/profile/rate-alerts');

    await act(() => router.navigate(-1));
    expect(selectedTab()).toHaveAccessibleName('Mis envíos');
    await act(() => router.navigate(-1));
    expect(selectedTab()).toHaveAccessibleName('Perfil');
    await act(() => router.navigate(1));
    expect(selectedTab()).toHaveAccessibleName('Mis envíos');
  });
});
