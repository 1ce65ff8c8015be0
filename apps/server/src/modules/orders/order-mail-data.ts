import {
  type Language,
  type OrderStatus,
  type PaymentMethod,
  type TotalWording,
  totalWording,
} from '@giro/shared';
import { formatCrypto, formatMoney } from '@giro/shared/locale-format';
import { methodLabel, statusLabel } from './orders-messages.ts';
import type { OrderRow, PayTo } from './orders-tables.ts';

/** What the order mails show; amounts stay decimal strings until a template formats them. */
export interface OrderMail {
  firstName: string;
  reference: string;
  method: PaymentMethod;
  status: OrderStatus;
  total: string;
  pricingCurrency: string;
  receiving: string;
  destinationCurrency: string;
  receiverName: string;
  paymentCurrency: string;
  cryptoAmount: string | null;
  payTo: PayTo | null;
  /** A paid order's availability date (YYYY-MM-DD), with the sender's rights beside it. */
  availableOn?: string | null;
}

export function orderMail(order: OrderRow, firstName: string): OrderMail {
  return {
    firstName,
    reference: order.reference,
    method: order.method,
    status: order.status,
    total: order.total,
    pricingCurrency: order.pricingCurrency,
    receiving: order.receiving,
    destinationCurrency: order.destinationCurrency,
    receiverName: order.receiver.fullname,
    paymentCurrency: order.paymentCurrency,
    cryptoAmount: order.cryptoAmount,
    payTo: order.payTo,
  };
}

const labels = {
  es: {
    reference: 'Referencia',
    status: 'Estado',
    total: { due: 'Total a pagar', paid: 'Total pagado', plain: 'Total' },
    crypto: { due: 'Monto a enviar', paid: 'Monto pagado', plain: 'Monto' },
    receiving: 'El beneficiario recibe',
    receiver: 'Beneficiario',
    method: 'Método de pago',
    account: 'Cuenta',
    holder: 'Titular',
    bank: 'Banco',
    swift: 'SWIFT',
    address: 'Dirección',
    chain: 'Red',
  },
  en: {
    reference: 'Reference',
    status: 'Status',
    total: { due: 'Total to pay', paid: 'Total paid', plain: 'Total' },
    crypto: { due: 'Amount to send', paid: 'Amount paid', plain: 'Amount' },
    receiving: 'The receiver gets',
    receiver: 'Receiver',
    method: 'Payment method',
    account: 'Account',
    holder: 'Holder',
    bank: 'Bank',
    swift: 'SWIFT',
    address: 'Address',
    chain: 'Network',
  },
} satisfies Record<Language, Record<string, string | Record<TotalWording, string>>>;

type Row = [label: string, value: string];

/** What to send, as the sender reads it: the crypto amount for crypto, else the total. */
export function amountToPay(mail: OrderMail, language: Language): string {
  return mail.cryptoAmount === null
    ? formatMoney(mail.total, mail.pricingCurrency, language)
    : formatCrypto(mail.cryptoAmount, mail.paymentCurrency, language);
}

/** The order summary rows of every order mail. */
export function summaryRows(mail: OrderMail, language: Language): Row[] {
  const label = labels[language];
  return [
    [label.reference, mail.reference],
    [label.status, statusLabel(language, mail.status)],
    // A paid order's amount is what was paid, not what is still due.
    [
      (mail.cryptoAmount === null ? label.total : label.crypto)[totalWording(mail.status)],
      amountToPay(mail, language),
    ],
    [label.receiving, formatMoney(mail.receiving, mail.destinationCurrency, language)],
    [label.receiver, mail.receiverName],
    [label.method, methodLabel(language, mail.method)],
  ];
}

/** Where to pay, for orders paid to an operator account or wallet; empty rows left out. */
export function payToRows(payTo: PayTo | null, language: Language): Row[] {
  const label = labels[language];
  if (payTo === null) return [];
  const rows: Row[] =
    payTo.kind === 'wallet'
      ? [
          [label.address, payTo.address],
          [label.chain, payTo.chain],
        ]
      : [
          [label.bank, payTo.bank_name],
          [label.account, payTo.account],
          [label.holder, payTo.holder],
          [label.swift, payTo.swift],
        ];
  return rows.filter(([, value]) => value !== '');
}
