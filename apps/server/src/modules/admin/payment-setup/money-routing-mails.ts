import type { Language } from '@giro/shared';
import { formatDateTime } from '@giro/shared/locale-format';
import type { MailTemplate } from '../../mail/mail-template.ts';

export type MoneyRoutingEntity = 'wallet' | 'receiving_account';

/** One field of a wallet or receiving account that changed (null: it had no value). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface MoneyRoutingChangeMail {
  firstName: string;
  actorEmail: string;
  entity: MoneyRoutingEntity;
  entityId: string;
  created: boolean;
  changes: FieldChange[];
  at: Date;
}

const entities: Record<Language, Record<MoneyRoutingEntity, string>> = {
  es: { wallet: 'una billetera de cripto', receiving_account: 'una cuenta de cobro' },
  en: { wallet: 'a crypto wallet', receiving_account: 'a receiving account' },
};

const fields: Record<Language, Record<string, string>> = {
  es: {
    currency: 'Moneda',
    chain: 'Red',
    address: 'Dirección',
    icon: 'Icono',
    active: 'Activa',
    position: 'Orden',
    method: 'Método',
    label: 'Nombre',
    account: 'Cuenta',
    holder: 'Titular',
    bank_name: 'Banco',
    swift: 'SWIFT',
    daily_limit: 'Límite diario',
  },
  en: {
    currency: 'Currency',
    chain: 'Network',
    address: 'Address',
    icon: 'Icon',
    active: 'Active',
    position: 'Order',
    method: 'Method',
    label: 'Name',
    account: 'Account',
    holder: 'Holder',
    bank_name: 'Bank',
    swift: 'SWIFT',
    daily_limit: 'Daily limit',
  },
};

const when = (at: Date, language: Language) =>
  `${formatDateTime(at, language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

function rows(language: Language, changes: FieldChange[]): [string, string][] {
  return changes.map(({ field, before, after }) => [
    fields[language][field] ?? field,
    before === null ? (after ?? '—') : `${before} → ${after ?? '—'}`,
  ]);
}

/** To every admin when a wallet or receiving account is added or changed: where money goes. */
export const moneyRoutingChangedMail: MailTemplate<MoneyRoutingChangeMail> = {
  es: ({ firstName, actorEmail, entity, entityId, created, changes, at }, { operator }) => ({
    subject: `${operator.name}: ${created ? 'se añadió' : 'se cambió'} ${entities.es[entity]}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `${actorEmail} ${created ? 'añadió' : 'cambió'} ${entities.es[entity]} (n.º ${entityId}) el ${when(at, 'es')}. Los pagos de los clientes pueden ir ahora a estos datos:`,
    ],
    details: rows('es', changes),
    notes: [
      'Si nadie del equipo debía hacer este cambio, revíselo enseguida en la consola (Cobros) y en el registro de cambios.',
    ],
  }),
  en: ({ firstName, actorEmail, entity, entityId, created, changes, at }, { operator }) => ({
    subject: `${operator.name}: ${entities.en[entity]} was ${created ? 'added' : 'changed'}`,
    paragraphs: [
      `Hello ${firstName},`,
      `${actorEmail} ${created ? 'added' : 'changed'} ${entities.en[entity]} (no. ${entityId}) on ${when(at, 'en')}. Customers' payments may now go to these details:`,
    ],
    details: rows('en', changes),
    notes: [
      'If nobody on the team was meant to make this change, check it at once in the console (Payments) and in the audit log.',
    ],
  }),
};
