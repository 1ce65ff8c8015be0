import {
  interpolate,
  type Language,
  type OrderStatus,
  type Receipt,
  type ReceiptRow,
} from '@giro/shared';
import type { Regulator } from '@giro/shared/compliance/compliance-settings-contracts';
import {
  formatCalendarDate,
  formatCrypto,
  formatDateTime,
  formatMoney,
  formatRate,
} from '@giro/shared/locale-format';
import type { SiteData } from '@giro/shared/site-data';
import { cryptoPaymentOf } from '../orders/crypto-payment-of.ts';
import { methodLabel, statusLabel } from '../orders/orders-messages.ts';
import type { OrderRow } from '../orders/orders-tables.ts';
import { type ReceiptLabels, receiptLabels } from './receipt-labels.ts';

export interface ReceiptFacts {
  order: OrderRow;
  /** The delivery option's wording in the receipt's language. */
  interval: string | null;
  /** The date the money is available (YYYY-MM-DD). */
  availableOn: string;
  /** Where a sender can complain about the operator (their contact details). */
  regulators: readonly Regulator[];
  history: readonly { status: OrderStatus; at: Date }[];
  site: SiteData;
  issuedAt: Date;
  /** The sender's list of transfers ('Mis envíos'), at the one public origin. */
  transfersUrl: string;
}

// Receipts are read anywhere: UTC, said so, rather than a zone the reader has to guess.
const dateText = (date: Date, language: Language) =>
  `${formatDateTime(date, language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

const row = (label: string, value: string): ReceiptRow => ({ label, value });
const lastFour = (digits: string) => `•••• ${digits.slice(-4)}`;

function transferRows({ order, history }: ReceiptFacts, label: ReceiptLabels, language: Language) {
  const firstAt = (status: OrderStatus) => history.find((entry) => entry.status === status)?.at;
  const paidAt = firstAt('paid');
  const deliveredAt = firstAt('delivered');
  return [
    row(label.reference, order.reference),
    row(label.orderedAt, dateText(order.createdAt, language)),
    ...(paidAt ? [row(label.paidAt, dateText(paidAt, language))] : []),
    ...(deliveredAt ? [row(label.deliveredAt, dateText(deliveredAt, language))] : []),
    row(label.status, statusLabel(language, order.status)),
    row(label.method, methodLabel(language, order.method)),
  ];
}

function receiverRows({ receiver, bank }: OrderRow, label: ReceiptLabels) {
  const address = [receiver.address, receiver.city, receiver.province].filter(Boolean).join(', ');
  const delivery =
    bank.mode === 'card'
      ? row(label.card, lastFour(bank.number_card))
      : bank.mode === 'bank'
        ? row(label.account, lastFour(bank.account))
        : row(label.delivery, label.cash);
  return [
    row(label.name, receiver.fullname),
    row(label.document, receiver.document),
    row(label.phone, receiver.phone),
    row(label.address, address),
    delivery,
  ];
}

function amountRows(facts: ReceiptFacts, label: ReceiptLabels, language: Language) {
  const { order, interval } = facts;
  const pricing = (amount: string) => formatMoney(amount, order.pricingCurrency, language);
  const destination = order.destinationCurrency;
  return [
    row(label.principal, pricing(order.principal)),
    row(label.commission, pricing(order.commission)),
    row(label.deliveryCost, pricing(order.deliveryCost)),
    row(label.total, pricing(order.total)),
    row(label.rate, formatRate(order.rate, order.pricingCurrency, destination, language)),
    row(label.receiving, formatMoney(order.receiving, destination, language)),
    row(label.available, interval ?? label.availableFallback),
    row(label.availableOn, formatCalendarDate(facts.availableOn, language)),
  ];
}

function regulatorText(regulator: Regulator, language: Language): string {
  const name = language === 'es' ? regulator.name_es : regulator.name_en;
  const contact = [regulator.phone, regulator.website, regulator.address].filter(Boolean);
  return contact.length === 0 ? name : `${name} (${contact.join(', ')})`;
}

/** A crypto order's coin, amount, network, wallet and TXID: what was actually sent. */
function cryptoSection(order: OrderRow, label: ReceiptLabels, language: Language) {
  const crypto = cryptoPaymentOf(order);
  if (crypto === null) return [];
  const rows = [
    row(label.cryptoAmount, formatCrypto(crypto.amount, crypto.coin, language)),
    row(label.network, crypto.network),
    row(label.wallet, crypto.wallet),
    ...(crypto.txid === null ? [] : [row(label.txid, crypto.txid)]),
  ];
  return [{ title: label.crypto, rows }];
}

/**
 * What a remittance receipt discloses, in `language`; the page and the PDF show exactly this.
 * Only an order whose money arrived has one (`moneyArrived`): it says "Total pagado".
 */
export function receiptContent(facts: ReceiptFacts, language: Language): Receipt {
  const label = receiptLabels[language];
  const { order, site } = facts;
  const { operator } = site;
  const website = site.domain_name === '' ? '' : `https://${site.domain_name}`;
  const contact = [operator.email, operator.phone].filter(Boolean).join(', ');
  const fill = (template: string) =>
    interpolate(template, {
      reference: order.reference,
      operator: operator.name,
      contact,
      transfers: facts.transfersUrl,
    });
  return {
    reference: order.reference,
    title: fill(label.title),
    operator: {
      name: operator.name,
      contact: [operator.address, operator.email, operator.phone, website].filter(Boolean),
    },
    sections: [
      { title: label.transfer, rows: transferRows(facts, label, language) },
      {
        title: label.sender,
        rows: [row(label.name, order.sender.fullname), row(label.email, order.sender.email)],
      },
      { title: label.receiver, rows: receiverRows(order, label) },
      { title: label.amounts, rows: amountRows(facts, label, language) },
      ...cryptoSection(order, label, language),
    ],
    notices: [
      { title: label.cancelTitle, text: fill(label.cancelText) },
      { title: label.complaintTitle, text: fill(label.complaintText) },
      ...(facts.regulators.length === 0
        ? []
        : [
            {
              title: label.regulatorTitle,
              text: interpolate(label.regulatorText, {
                operator: operator.name,
                regulators: facts.regulators.map((r) => regulatorText(r, language)).join('; '),
              }),
            },
          ]),
    ],
    issued: interpolate(label.issued, { date: dateText(facts.issuedAt, language) }),
  };
}
