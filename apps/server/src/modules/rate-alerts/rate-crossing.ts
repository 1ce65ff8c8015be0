import { formatMoney, formatRate } from '@giro/shared/locale-format';
import { rateDecimals } from '@giro/shared/pricing/rate-decimals';
import type { Database } from '../../db/database.ts';
import type { LinkSigner } from '../../lib/link-signer.ts';
import type { MailService } from '../mail/mail-service.ts';
import { rateAlertMail } from './rate-alerts-mails.ts';
import { createRateAlertsRepository } from './rate-alerts-repository.ts';
import { unsubscribePurpose } from './rate-alerts-service.ts';
import type { RateAlertRow } from './rate-alerts-tables.ts';

/** A corridor's terms as the operator just saved them. */
export interface SavedRate {
  paymentCurrency: string;
  destinationCurrency: string;
  tasa: string;
  enabled: boolean;
}

export interface RateCrossingDeps {
  mail: Pick<MailService, 'enqueue'>;
  signer: LinkSigner;
  now: () => Date;
}

const symbols: Record<RateAlertRow['direction'], string> = { at_least: '≥', at_most: '≤' };

/**
 * What the operator's rate change does to alerts: run inside the change's transaction, so the
 * mails exist exactly when the new rate does (a rolled-back change mails nobody).
 */
export function createRateCrossing({ mail, signer, now }: RateCrossingDeps) {
  return {
    /** Mails each armed alert the new rate reaches (once) and re-arms those it no longer meets. */
    async rateSaved(tx: Database, saved: SavedRate, origin: string): Promise<void> {
      // A closed corridor has no rate a sender can get: its alerts wait for it to reopen.
      if (!saved.enabled) return;
      const { paymentCurrency: currency, destinationCurrency: destination, tasa } = saved;
      const crossed = await createRateAlertsRepository(tx).cross(
        currency,
        destination,
        tasa,
        now(),
      );
      for (const { alert, owner } of crossed) {
        const { language } = owner;
        const target = formatMoney(alert.target, destination, language, rateDecimals(alert.target));
        const token = signer.sign(unsubscribePurpose, alert.id);
        await mail.enqueue(tx, {
          to: owner.email,
          language,
          template: rateAlertMail,
          data: {
            firstName: owner.firstName,
            rate: formatRate(tasa, currency, destination, language),
            alert: `1 ${currency} ${symbols[alert.direction]} ${target}`,
            sendUrl: `${origin}/`,
            unsubscribeUrl: `${origin}/rate-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
          },
        });
      }
    },
  };
}

export type RateCrossing = ReturnType<typeof createRateCrossing>;
