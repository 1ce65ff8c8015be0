import { describe, expect, it } from 'vitest';
import { tropipaySignatureV2 } from './tropipay-signature.ts';

describe('TropiPay signaturev2', () => {
  it('is the SHA-256 hex of bankOrderCode, client id, client secret and original amount', () => {
    // printf '690259220262client-idclient-secret2550' | sha256sum
    const signature = tropipaySignatureV2(
      { bankOrderCode: '690259220262', originalCurrencyAmount: '2550' },
      { clientId: 'client-id', clientSecret: 'client-secret' },
    );
    expect(signature).toBe('3b41e4b5bb1774ec7467255368b9e40aea28a49db38b358271c20fb20c674533');
  });
});
