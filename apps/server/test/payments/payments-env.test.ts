import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';

describe('payment gateway variables', () => {
  it('turns the sandbox on by default only in the local demo: no database URL, no public URL, loopback', () => {
    const postgres = {
      DATABASE_URL: 'postgres://giro:secret@db:5432/giro',
      LINK_SECRET: 'x'.repeat(32),
    };
    const published = { PUBLIC_URL: 'https://giro.example' };
    expect(loadEnv({}).PAYMENTS_SANDBOX).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadEnv(postgres).PAYMENTS_SANDBOX).toBe(false);
    expect(loadEnv(published).PAYMENTS_SANDBOX).toBe(false);
    expect(loadEnv({ ...postgres, ...published }).PAYMENTS_SANDBOX).toBe(false);
    expect(loadEnv({ ...postgres, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadEnv({ HOST: '0.0.0.0' }).PAYMENTS_SANDBOX).toBe(false);
    expect(loadEnv({ HOST: '127.0.0.1' }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadEnv({ HOST: '0.0.0.0', PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadEnv({ PAYMENTS_SANDBOX: 'false' }).PAYMENTS_SANDBOX).toBe(false);
  });

  it('defaults each gateway to its real API host and drops a trailing slash', () => {
    expect(loadEnv({ TROPIPAY_BASE_URL: 'https://tropipay-dev.herokuapp.com/' })).toMatchObject({
      TROPIPAY_BASE_URL: 'https://tropipay-dev.herokuapp.com',
      AIRTM_BASE_URL: 'https://payments.air-pay.io',
      DUCAPP_BASE_URL: 'https://backend.ducapp.net',
    });
  });

  it('names each credential missing from a half-configured gateway', () => {
    expect(() => loadEnv({ PAYEER_SHOP_ID: '12345', DUCAPP_API_KEY: 'key' })).toThrow(
      'Invalid environment:\n' +
        '  PAYEER_SECRET: must be set with PAYEER_SHOP_ID\n' +
        '  DUCAPP_PHONE: must be set with DUCAPP_API_KEY\n' +
        '  DUCAPP_PASSWORD: must be set with DUCAPP_API_KEY',
    );
  });
});
