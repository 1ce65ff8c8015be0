import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testUser as ana } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { forgetTokenAfterEach, sessionOf } from '@/test/session';
import { detail, summary } from '../test-fixtures';

forgetTokenAfterEach();

const lazyScreen = { timeout: 10_000 };

describe("'Mis envíos' in the profile", () => {
  it("lists the sender's orders with their status and opens one", async () => {
    setAuthToken('tok-1');
    const older = { ...summary, reference: 'GR-AAAA11', status: 'delivered' as const };
    stubFetch({
      ...sessionOf(ana),
      'GET /api/orders': () =>
        jsonResponse({ items: [summary, older], page: 1, page_size: 20, total: 2 }),
      'GET /api/orders/GR-7K3M9Q': () => jsonResponse(detail),
    });
    const { user, router } = renderApp('/profile');
    await user.click(await screen.findByRole('tab', { name: 'Mis envíos' }, lazyScreen));
    // The tab is a screen change (a transition): it is selected once its list is in.
    expect(await screen.findByText('Pendiente de pago', {}, lazyScreen)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mis envíos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Entregado')).toBeInTheDocument();
    // Only a finished order is sent again; one awaiting payment is still to be paid.
    expect(screen.getByRole('link', { name: 'Enviar de nuevo GR-AAAA11' })).toHaveAttribute(
      'href',
      '/profile/transfers/GR-AAAA11/send-again',
    );
    expect(screen.queryByRole('link', { name: 'Enviar de nuevo GR-7K3M9Q' })).toBeNull();
    const links = screen.getAllByRole('link', { name: /Ver envío/ });
    expect(links.map((link) => link.textContent)).toEqual(['GR-7K3M9Q', 'GR-AAAA11']);
    await user.click(screen.getByRole('link', { name: 'Ver envío GR-7K3M9Q' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Envío GR-7K3M9Q' }, lazyScreen),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/transfers/GR-7K3M9Q');
  });

  it('says when the sender has no orders yet', async () => {
    setAuthToken('tok-1');
    stubFetch({
      ...sessionOf(ana),
      'GET /api/orders': () => jsonResponse({ items: [], page: 1, page_size: 20, total: 0 }),
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('tab', { name: 'Mis envíos' }, lazyScreen));
    expect(await screen.findByText('Todavía no ha hecho ningún envío.')).toBeInTheDocument();
  });
});
