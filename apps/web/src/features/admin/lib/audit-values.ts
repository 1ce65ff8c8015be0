import type { TFunction } from 'i18next';
import { showValue } from './audit-diff';

/** Audit fields whose value is one of a fixed list, and where the catalogue names each value. */
const valueGroups: Readonly<Record<string, string>> = {
  status: 'orders.statuses',
  method: 'orders.methods',
  role: 'session.roles',
};

/** An audited field as a person reads it: "tasa" → "Tasa", an unknown key without its underscores. */
export function auditField(field: string, t: TFunction<'admin'>): string {
  const readable = field.replaceAll('_', ' ');
  return t(`audit.fields.${field}`, readable.charAt(0).toUpperCase() + readable.slice(1));
}

/**
 * An audited value in the console's language: "processing" → "En proceso de entrega",
 * true → "Sí", an object (a snapshot inside the entry) as "Campo: valor" pairs, never JSON; a
 * value the catalogue lacks is shown as stored.
 */
export function auditValue(field: string, value: unknown, t: TFunction<'admin'>): string {
  if (typeof value === 'boolean') return t(`audit.values.${value}`);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${auditField(key, t)}: ${auditValue(key, inner, t)}`)
      .join('; ');
  }
  const group = valueGroups[field];
  if (group !== undefined && typeof value === 'string' && value !== '') {
    return t(`${group}.${value}`, value);
  }
  return showValue(value);
}
