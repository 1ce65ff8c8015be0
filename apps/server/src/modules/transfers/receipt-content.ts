import type { Language } from '@giro/shared';
import { formatDateTime, formatMoney } from '@giro/shared/locale-format';
import type { Operator } from '@giro/shared/site-data';
import { methodLabel, statusLabel } from '../orders/orders-messages.ts';
import type { OrderRow } from '../orders/orders-tables.ts';
import { receiptLabels } from './receipt-labels.ts';

type Row = readonly [label: string, value: string];

/** What a remittance receipt discloses, in the sender's language; laid out by `receiptPdf`. */
export interface ReceiptContent {
  title: string;
  operator: readonly string[];
  amounts: readonly Row[];
  receiver: readonly Row[];
  rights: { title: string; text: string };
}

// The server cannot know the reader's time zone: the receipt says UTC.
const receiptDate = { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' } as const;

const lastFour = (digits: string) => `•••• ${digits.slice(-4)}`;

function deliveryRow(order: OrderRow, language: Language): Row {
  const label = receiptLabels[language];
  const { bank } = order;
  if (bank.mode === 'card') return [label.card, lastFour(bank.number_card)];
  if (bank.mode === 'bank') return [label.account, lastFour(bank.account)];
  return [label.cash, order.receiver.address];
}

export function receiptContent(
  order: OrderRow,
  interval: string | null,
  operator: Operator,
  language: Language,
): ReceiptContent {
  const label = receiptLabels[language];
  const pricing = (amount: string) => formatMoney(amount, order.pricingCurrency, language);
  const contact = [operator.email, operator.phone].filter((value) => value !== '').join(', ');
  const { receiver } = order;
  return {
    title: `${label.title} ${order.reference}`,
    operator: [operator.name, operator.address, contact].filter((value) => value !== ''),
    amounts: [
      [label.reference, order.reference],
      [label.date, `${formatDateTime(order.createdAt, language, receiptDate)} UTC`],
      [label.status, statusLabel(language, order.status)],
      [label.method, methodLabel(language, order.method)],
      [label.principal, pricing(order.principal)],
      [label.commission, pricing(order.commission)],
      [label.deliveryCost, pricing(order.deliveryCost)],
      [
        label.rate,
        `1 ${order.pricingCurrency} = ${formatMoney(order.rate, order.destinationCurrency, language, 4)}`,
      ],
      [label.total, pricing(order.total)],
      [label.receiving, formatMoney(order.receiving, order.destinationCurrency, language)],
      [label.available, interval ?? label.availableFallback],
    ],
    receiver: [
      [label.receiver, receiver.fullname],
      [label.document, receiver.document],
      [label.phone, receiver.phone],
      [
        label.address,
        [receiver.address, receiver.city, receiver.province].filter(Boolean).join(', '),
      ],
      deliveryRow(order, language),
    ],
    rights: {
      title: label.rights,
      text: label.rightsText.replace('{operator}', operator.name).replace('{contact}', contact),
    },
  };
}
