import type { Dashboard } from '@giro/shared/admin/dashboard-contracts';
import { vi } from 'vitest';
import { type FetchCall, jsonResponse, stubFetch } from '@/test/fetch';
import { renderApp } from '@/test/render';
import { operator, signedInAsStaff } from '../../test/admin-fixtures';
import { meFor } from '../../test/console-stubs';

/** Thursday 26 November 2026, 10:00 UTC: "7 days" is 20 → 26 November. */
export const now = new Date('2026-11-26T10:00:00Z');

/** A week of business: two corridors, commission in two currencies, one agent. */
export const week: Dashboard = {
  from: '2026-11-20',
  to: '2026-11-26',
  corridors: [
    {
      payment_currency: 'EUR',
      destination_currency: 'USD CASH',
      orders: 3,
      paid: 2,
      volume: '300.00',
      pricing_currency: 'EUR',
    },
    {
      payment_currency: 'USD',
      destination_currency: 'CUP',
      orders: 12,
      paid: 9,
      volume: '1234.50',
      pricing_currency: 'USD',
    },
  ],
  commission_per_day: [
    { day: '2026-11-24', currency: 'USD', amount: '0.10' },
    { day: '2026-11-25', currency: 'USD', amount: '0.20' },
    { day: '2026-11-25', currency: 'EUR', amount: '5.00' },
  ],
  orders_by_status: [
    { status: 'awaiting_payment', orders: 6 },
    { status: 'paid', orders: 3 },
    { status: 'delivered', orders: 6 },
  ],
  funnel: { quotes: 60, orders: 15, paid: 11, delivered: 6 },
  median_paid_to_delivered_seconds: 8_100,
  top_agents: [
    {
      hash: 'vedado-7',
      name: 'Agente Vedado',
      orders: 5,
      paid: 4,
      volume: [{ currency: 'USD', amount: '400.00' }],
    },
  ],
};

/**
 * jsdom lays nothing out and has no ResizeObserver: this one reports a box `width` pixels wide,
 * the width the charts then draw at. The app does not stub it anywhere else.
 */
export function sizedResizeObserver(width: number) {
  return class SizedResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { width, height: 260 } as DOMRectReadOnly;
      this.callback([{ target, contentRect } as ResizeObserverEntry], this as never);
    }
    unobserve() {}
    disconnect() {}
  };
}

/** The dashboard at `url`, signed in as the operator, answering GET /api/admin/dashboard. */
export function renderDashboard(
  url = '/admin/dashboard',
  routes: Parameters<typeof stubFetch>[0] = {},
) {
  vi.stubGlobal('ResizeObserver', sizedResizeObserver(640));
  signedInAsStaff();
  const calls = stubFetch({
    ...meFor(operator),
    'GET /api/admin/dashboard': ({ url: asked }: FetchCall) =>
      jsonResponse({
        ...week,
        from: asked.searchParams.get('from'),
        to: asked.searchParams.get('to'),
      }),
    ...routes,
  });
  return { ...renderApp(url), calls };
}

/** The `from`/`to` of every dashboard read so far. */
export function dashboardRanges(calls: FetchCall[]) {
  return calls
    .filter((call) => call.url.pathname === '/api/admin/dashboard')
    .map((call) => `${call.url.searchParams.get('from')}/${call.url.searchParams.get('to')}`);
}
