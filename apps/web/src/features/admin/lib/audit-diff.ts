export type AuditChange = { field: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A snapshot value as one line: lists comma-separated, nothing as "—". */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(showValue).join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields whose value differs between two audit snapshots (either may be null), each value
 * as `show` words it (the console passes one in its own language).
 */
export function auditChanges(
  before: unknown,
  after: unknown,
  show: (field: string, value: unknown) => string,
): AuditChange[] {
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields
    .map((field) => ({
      field,
      before: show(field, left[field]),
      after: show(field, right[field]),
    }))
    .filter((change) => change.before !== change.after);
}
