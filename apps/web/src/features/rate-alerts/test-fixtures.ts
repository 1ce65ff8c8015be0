import type {
  ListRateAlertsResponse,
  RateAlert,
} from '@giro/shared/rate-alerts/rate-alert-contracts';

export const alert: RateAlert = {
  id: 7,
  currency: 'USD',
  destination_currency: 'CUP',
  direction: 'at_least',
  target: '330',
  rate: '320',
  created_at: '2025-03-10T15:30:00.000Z',
  notified_at: null,
};

export const alerts: ListRateAlertsResponse = {
  items: [alert],
  corridors: [
    { currency: 'USD', destination_currency: 'CUP', rate: '320' },
    { currency: 'USD', destination_currency: 'MLC', rate: '1' },
    { currency: 'EUR', destination_currency: 'CUP', rate: '345' },
  ],
  limit: 10,
};
