import type { TFunction } from 'i18next';
import { showValue } from './audit-diff';

/** Audit fields whose value is one of a fixed list, and where the catalogue names each value. */
const valueGroups: Readonly<Record<string, string>> = {
  status: 'orders.statuses',
  method: 'orders.methods',
  role: 'session.roles',
};

/**
 * An audited value in the console's language: "processing" → "En proceso de entrega",
 * true → "Sí"; a value the catalogue lacks is shown as stored.
 */
export function auditValue(field: string, value: unknown, t: TFunction<'admin'>): string {
  if (typeof value === 'boolean') return t(`audit.values.${value}`);
  const group = valueGroups[field];
  if (group !== undefined && typeof value === 'string' && value !== '') {
    return t(`${group}.${value}`, value);
  }
  return showValue(value);
}
