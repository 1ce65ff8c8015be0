import { lazy } from 'react';

// recharts arrives with the dashboard's charts, not with the console's other screens.
const charts = () => import('./dashboard-charts');

/** Starts loading the charts while the dashboard's figures are still on their way. */
export const preloadCharts = (): void => void charts().catch(() => undefined);

export const CorridorChart = lazy(() => charts().then((m) => ({ default: m.CorridorChart })));
export const CommissionChart = lazy(() => charts().then((m) => ({ default: m.CommissionChart })));
export const StatusChart = lazy(() => charts().then((m) => ({ default: m.StatusChart })));
