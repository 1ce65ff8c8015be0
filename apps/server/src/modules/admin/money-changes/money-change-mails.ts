import type { Language } from '@giro/shared';
import type { MoneyChangeField, MoneyChangeKind } from '@giro/shared/admin/money-change-contracts';
import { formatDateTime } from '@giro/shared/locale-format';
import type { MailTemplate } from '../../mail/mail-template.ts';

interface MoneyChangeAbout {
  firstName: string;
  id: number;
  kind: MoneyChangeKind;
  label: string;
}

export interface MoneyChangeProposedMail extends MoneyChangeAbout {
  proposer: string;
  created: boolean;
  fields: MoneyChangeField[];
  /** When it takes effect by itself (no other admin); null: another admin must approve. */
  effectiveAt: Date | null;
  /** The page that cancels it without signing in (after a click): path and query. */
  cancelPath: string;
}

export interface MoneyChangeDecidedMail extends MoneyChangeAbout {
  outcome: 'approved' | 'cool_off' | 'cancelled';
  /** Who approved or cancelled it; null when its cool-off applied it. */
  by: string | null;
}

const things: Record<Language, Record<MoneyChangeKind, string>> = {
  es: {
    receiving_account: 'una cuenta de cobro',
    wallet: 'una billetera de cripto',
    gateway: 'un método de pago del checkout',
    cool_off: 'la espera de los cambios sin segundo administrador',
  },
  en: {
    receiving_account: 'a receiving account',
    wallet: 'a crypto wallet',
    gateway: 'a checkout payment method',
    cool_off: 'the wait of changes without a second admin',
  },
};

const fieldNames: Record<Language, Record<string, string>> = {
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
    enabled: 'Se ofrece',
    hours: 'Horas',
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
    enabled: 'Offered',
    hours: 'Hours',
  },
};

const when = (at: Date, language: Language) =>
  `${formatDateTime(at, language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

function rows(language: Language, fields: MoneyChangeField[]): [string, string][] {
  return fields.map(({ field, before, after }) => [
    fieldNames[language][field] ?? field,
    before === null ? (after ?? '—') : `${before} → ${after ?? '—'}`,
  ]);
}

const named = ({ kind, label, id }: MoneyChangeAbout, language: Language) =>
  `${things[language][kind]}${label === '' ? '' : ` (${label})`} — ${language === 'es' ? 'cambio n.º' : 'change no.'} ${id}`;

/** To every admin when a change of where money goes is proposed, with its cancel link. */
export const moneyChangeProposedMail: MailTemplate<MoneyChangeProposedMail> = {
  es: (data, { operator, origin }) => ({
    subject: `${operator.name}: cambio propuesto de ${things.es[data.kind]}`,
    paragraphs: [
      `Hola ${data.firstName}:`,
      `${data.proposer} propuso ${data.created ? 'añadir' : 'cambiar'} ${named(data, 'es')}. Los pagos de los clientes irían a estos datos:`,
    ],
    details: rows('es', data.fields),
    action: { label: 'Cancelar este cambio', url: `${origin}${data.cancelPath}` },
    notes: [
      data.effectiveAt === null
        ? 'No se aplica hasta que otro administrador lo apruebe en la consola (Cobros › Cambios pendientes).'
        : `No hay otro administrador que pueda aprobarlo: se aplicará solo el ${when(data.effectiveAt, 'es')} si nadie lo cancela antes.`,
      'Si nadie del equipo debía proponerlo, cancélelo con el botón y revise el registro de cambios.',
    ],
  }),
  en: (data, { operator, origin }) => ({
    subject: `${operator.name}: change proposed to ${things.en[data.kind]}`,
    paragraphs: [
      `Hello ${data.firstName},`,
      `${data.proposer} proposed to ${data.created ? 'add' : 'change'} ${named(data, 'en')}. Customers' payments would go to these details:`,
    ],
    details: rows('en', data.fields),
    action: { label: 'Cancel this change', url: `${origin}${data.cancelPath}` },
    notes: [
      data.effectiveAt === null
        ? 'It does not apply until another admin approves it in the console (Payments › Pending changes).'
        : `No other admin can approve it: it applies by itself on ${when(data.effectiveAt, 'en')} unless someone cancels it first.`,
      'If nobody on the team was meant to propose it, cancel it with the button and check the audit log.',
    ],
  }),
};

const outcomes = {
  es: {
    approved: (by: string | null) => `se aplicó: lo aprobó ${by}`,
    cool_off: () => 'se aplicó al terminar su espera',
    cancelled: (by: string | null) => `se canceló: lo canceló ${by}`,
  },
  en: {
    approved: (by: string | null) => `was applied: ${by} approved it`,
    cool_off: () => 'was applied at the end of its wait',
    cancelled: (by: string | null) => `was cancelled by ${by}`,
  },
} as const;

/** To every admin when a change of where money goes is applied or cancelled. */
export const moneyChangeDecidedMail: MailTemplate<MoneyChangeDecidedMail> = {
  es: (data, { operator }) => ({
    subject: `${operator.name}: cambio n.º ${data.id} ${data.outcome === 'cancelled' ? 'cancelado' : 'aplicado'}`,
    paragraphs: [
      `Hola ${data.firstName}:`,
      `El cambio de ${named(data, 'es')} ${outcomes.es[data.outcome](data.by)}.`,
    ],
  }),
  en: (data, { operator }) => ({
    subject: `${operator.name}: change no. ${data.id} ${data.outcome === 'cancelled' ? 'cancelled' : 'applied'}`,
    paragraphs: [
      `Hello ${data.firstName},`,
      `The change of ${named(data, 'en')} ${outcomes.en[data.outcome](data.by)}.`,
    ],
  }),
};
