import type { Language } from '@giro/shared/i18n';
import { formatCount, formatFileSize } from '@giro/shared/locale-format';
import type { TFunction } from 'i18next';
import { showValue } from './audit-diff';

/** Audit fields whose value is one of a fixed list, and where the catalogue names each value. */
const valueGroups: Readonly<Record<string, string>> = {
  status: 'orders.statuses',
  order_status: 'orders.statuses',
  method: 'orders.methods',
  role: 'session.roles',
  result: 'reconciliation.results',
  decision: 'reconciliation.decisions',
  source: 'compliance.lists.sources',
  outcome: 'compliance.claims.outcomes',
};

/** The same field named differently by what changed: a hold's status is not an order's. */
const entityValueGroups: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  compliance_hold: { status: 'compliance.order.statuses' },
  identity_verification: { status: 'audit.identityStatuses' },
  refund: { reason: 'compliance.refunds.reasons' },
  error_claim: { kind: 'compliance.claims.kinds' },
};

/** Numbers that name something (a list entry, a version), written as they are, not as counts. */
const numberFields: ReadonlySet<string> = new Set(['list_entries', 'entry', 'version', 'position']);

/** Fields a person has no use for in the log: the row's own id (the entry names the row). */
export const hiddenAuditFields: ReadonlySet<string> = new Set(['id']);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which row changed, as a person reads it: an order's reference or a currency as stored, a
 * number as "n.º 3"; an internal id (a UUID) is left out: the changes say whose it was.
 */
export function auditEntityId(entity: string, id: string, t: TFunction<'admin'>): string {
  if (id === '' || uuid.test(id)) return '';
  if (entity === 'settings') return t(`audit.settings.${id}`, id);
  return /^\d+$/.test(id) ? t('audit.number', { id }) : id;
}

/** An audited field as a person reads it: "tasa" → "Tasa", an unknown key without its underscores. */
export function auditField(field: string, t: TFunction<'admin'>): string {
  const readable = field.replaceAll('_', ' ');
  return t(`audit.fields.${field}`, readable.charAt(0).toUpperCase() + readable.slice(1));
}

export type AuditContext = { entity: string; t: TFunction<'admin'>; language: Language };

/**
 * An audited value in the console's language: "processing" → "En proceso de entrega",
 * true → "Sí", 14965 → "14.965", a size in bytes as "12,5 kB", a digest shortened, an object (a
 * snapshot inside the entry) as "Campo: valor" pairs, never JSON; a value the catalogue lacks is
 * shown as stored.
 */
export function auditValue(field: string, value: unknown, context: AuditContext): string {
  const { entity, t, language } = context;
  if (typeof value === 'boolean') return t(`audit.values.${value}`);
  if (Array.isArray(value)) {
    return value.length === 0
      ? '—'
      : value.map((one) => auditValue(field, one, context)).join(', ');
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .filter(([key]) => !hiddenAuditFields.has(key))
      .map(([key, inner]) => `${auditField(key, t)}: ${auditValue(key, inner, context)}`)
      .join('; ');
  }
  if (typeof value === 'number') {
    if (numberFields.has(field)) return String(value);
    return field === 'size' ? formatFileSize(value, language) : formatCount(value, language);
  }
  if (typeof value === 'string' && field === 'sha256') return `${value.slice(0, 12)}…`;
  const group = entityValueGroups[entity]?.[field] ?? valueGroups[field];
  if (group !== undefined && typeof value === 'string' && value !== '') {
    return t(`${group}.${value}`, value);
  }
  return showValue(value);
}
