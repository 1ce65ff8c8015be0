import { formatPhone } from '@giro/shared/contact-info/format-phone';
import type { Language } from '@giro/shared/i18n';
import {
  formatCalendarDate,
  formatCrypto,
  formatMoney,
  formatRate,
} from '@giro/shared/locale-format';
import type { CryptoPayment } from '@giro/shared/orders/crypto-payment';
import { totalWording } from '@giro/shared/orders/order-status';
import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import type { TFunction } from 'i18next';

export type Row = readonly [label: string, value: string];

const lastFour = (digits: string) => `•••• ${digits.slice(-4)}`;

/** What is paid (or still due) and what arrives, on the detail page. */
export function amountRows(detail: TransferDetail, t: TFunction, language: Language): Row[] {
  const pricing = (amount: string) => formatMoney(amount, detail.pricing_currency, language);
  const rate = formatRate(
    detail.rate,
    detail.pricing_currency,
    detail.destination_currency,
    language,
  );
  return [
    [t('detail.method'), t(`methods.${detail.method}`)],
    [t('detail.principal'), pricing(detail.principal)],
    [t('detail.commission'), pricing(detail.commission)],
    [t('detail.deliveryCost'), pricing(detail.delivery_cost)],
    [t('detail.rate'), rate],
    [t(`detail.totals.${totalWording(detail.status)}`), pricing(detail.total)],
    [t('detail.receiving'), formatMoney(detail.receiving, detail.destination_currency, language)],
    [t('detail.available'), detail.delivery_interval ?? t('detail.availableFallback')],
    [t('detail.availableOn'), formatCalendarDate(detail.available_on, language)],
  ];
}

/** What a crypto payment sent: coin and amount, network, wallet, and the TXID once given. */
export function cryptoRows(crypto: CryptoPayment, t: TFunction, language: Language): Row[] {
  const rows: Row[] = [
    [t('detail.cryptoAmount'), formatCrypto(crypto.amount, crypto.coin, language)],
    [t('detail.network'), crypto.network],
    [t('detail.wallet'), crypto.wallet],
  ];
  if (crypto.txid !== null) rows.push([t('detail.txid'), crypto.txid]);
  return rows;
}

export function receiverRows(detail: TransferDetail, t: TFunction): Row[] {
  const { receiver, bank } = detail;
  const address = [receiver.address, receiver.city, receiver.province].filter(Boolean).join(', ');
  const rows: Row[] = [
    [t('detail.receiver'), receiver.fullname],
    [t('detail.document'), receiver.document],
    [t('detail.phone'), formatPhone(receiver.phone)],
    [t('detail.address'), address],
  ];
  if (bank.mode === 'card') rows.push([t('detail.card'), lastFour(bank.number_card)]);
  if (bank.mode === 'bank') rows.push([t('detail.account'), lastFour(bank.account)]);
  return rows;
}
