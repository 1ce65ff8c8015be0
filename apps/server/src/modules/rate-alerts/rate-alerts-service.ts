import {
  type CreateRateAlertBody,
  destinationCodeSchema,
  type Language,
  type ListRateAlertsResponse,
  type RateAlert,
  type RateAlertCorridor,
  rateAlertLimit,
  rateDecimals,
  type UnsubscribeRateAlertResponse,
} from '@giro/shared';
import { formatMoney } from '@giro/shared/locale-format';
import Big from 'big.js';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LinkSigner } from '../../lib/link-signer.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { violatedConstraint } from '../orders/unique-violation.ts';
import { rateAlertMessages } from './rate-alert-messages.ts';
import { canonicalRate, meetsTarget, targetRange } from './rate-alert-rules.ts';
import { createRateAlertsRepository } from './rate-alerts-repository.ts';
import type { RateAlertRow } from './rate-alerts-tables.ts';

export const unsubscribePurpose = 'rate-alert-unsubscribe';

export interface RateAlertsDeps {
  db: Database;
  signer: LinkSigner;
}

function toRateAlert(row: RateAlertRow, corridors: readonly RateAlertCorridor[]): RateAlert {
  const corridor = corridors.find(
    (open) =>
      open.currency === row.paymentCurrency &&
      open.destination_currency === row.destinationCurrency,
  );
  return {
    id: row.id,
    currency: row.paymentCurrency,
    destination_currency: destinationCodeSchema.parse(row.destinationCurrency),
    direction: row.direction,
    target: canonicalRate(row.target),
    rate: corridor?.rate ?? null,
    created_at: row.createdAt.toISOString(),
    notified_at: row.notifiedAt?.toISOString() ?? null,
  };
}

/** The sender's rate alerts: list, create (checked against today's rate), delete, unsubscribe. */
export function createRateAlertsService({ db, signer }: RateAlertsDeps) {
  const repository = createRateAlertsRepository(db);

  async function corridors(): Promise<RateAlertCorridor[]> {
    return (await repository.corridors()).flatMap((row) => {
      const destination = destinationCodeSchema.safeParse(row.destination);
      return destination.success
        ? [
            {
              currency: row.currency,
              destination_currency: destination.data,
              rate: canonicalRate(row.rate),
            },
          ]
        : [];
    });
  }

  /** 422 for a target that cannot make a useful alert: met already, or absurdly far away. */
  function checkTarget(body: CreateRateAlertBody, rate: string, language: Language) {
    const destination = body.destination_currency;
    const format = (value: string) =>
      formatMoney(value, destination, language, rateDecimals(value));
    if (meetsTarget(body.direction, body.target, rate))
      throw new AppError(422, 'rate_alert_reached', {
        params: { currency: body.currency, rate: format(rate) },
      });
    const { min, max } = targetRange(rate);
    if (new Big(body.target).lt(min) || new Big(body.target).gt(max))
      throw new AppError(422, 'rate_alert_far', { params: { min: format(min), max: format(max) } });
  }

  return {
    async list(user: SessionUser): Promise<ListRateAlertsResponse> {
      const [rows, open] = await Promise.all([repository.list(user.id), corridors()]);
      return {
        items: rows.map((row) => toRateAlert(row, open)),
        corridors: open,
        limit: rateAlertLimit,
      };
    },

    async create(user: SessionUser, body: CreateRateAlertBody, language: Language) {
      const open = await corridors();
      const corridor = open.find(
        (candidate) =>
          candidate.currency === body.currency &&
          candidate.destination_currency === body.destination_currency,
      );
      if (corridor === undefined)
        throw new AppError(422, 'rate_alert_corridor', {
          params: { currency: body.currency, destination: body.destination_currency },
        });
      checkTarget(body, corridor.rate, language);
      const values = {
        userId: user.id,
        paymentCurrency: body.currency,
        destinationCurrency: body.destination_currency,
        direction: body.direction,
        target: body.target,
      };
      try {
        const row = await repository.insertWithinLimit(values, rateAlertLimit);
        if (row === 'full')
          throw new AppError(422, 'rate_alert_limit', { params: { limit: rateAlertLimit } });
        return toRateAlert(row, open);
      } catch (error) {
        if (violatedConstraint(error) === 'rate_alerts_watch_key')
          throw new AppError(422, 'rate_alert_duplicate');
        throw error;
      }
    },

    async delete(user: SessionUser, id: number): Promise<void> {
      if (!(await repository.delete(id, user.id))) throw new AppError(404, 'not_found');
    },

    /** The mail's link: a valid signature deletes the alert, whoever is signed in (or nobody). */
    async unsubscribe(token: string, language: Language): Promise<UnsubscribeRateAlertResponse> {
      const id = signer.verify(unsubscribePurpose, token);
      if (id === undefined || !/^\d+$/.test(id)) throw new AppError(400, 'token_invalid');
      const row = await repository.unsubscribe(Number(id));
      const alert = row && toRateAlert(row, []);
      return {
        message: rateAlertMessages[language][alert ? 'unsubscribed' : 'alreadyGone'],
        alert: alert
          ? {
              currency: alert.currency,
              destination_currency: alert.destination_currency,
              direction: alert.direction,
              target: alert.target,
            }
          : null,
      };
    },
  };
}

export type RateAlertsService = ReturnType<typeof createRateAlertsService>;
