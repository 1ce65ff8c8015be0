import { createHash } from 'node:crypto';

export interface TropipayCredentials {
  clientId: string;
  clientSecret: string;
}

/** `signaturev2` of a TropiPay notification: SHA-256 hex of the code, credentials and amount. */
export function tropipaySignatureV2(
  notification: { bankOrderCode: string; originalCurrencyAmount: string },
  credentials: TropipayCredentials,
): string {
  return createHash('sha256')
    .update(
      notification.bankOrderCode +
        credentials.clientId +
        credentials.clientSecret +
        notification.originalCurrencyAmount,
    )
    .digest('hex');
}
