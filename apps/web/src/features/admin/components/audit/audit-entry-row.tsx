import type { AuditEntry } from '@giro/shared/admin/audit-contracts';
import { auditChanges } from '../../lib/audit-diff';
import { auditField, auditValue } from '../../lib/audit-values';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { cellClass } from '../common/admin-table';

/** One audit entry: when, who, what, and each changed field before → after. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminTranslation();
  const when = useDateTime()(entry.at);

  return (
    <tr>
      <td className={`${cellClass} whitespace-nowrap`}>
        <time dateTime={entry.at}>{when}</time>
      </td>
      <td className={cellClass}>{entry.actor_email}</td>
      <td className={cellClass}>
        {t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity })}{' '}
        <code className="text-xs">{entry.entity_id}</code>
      </td>
      <td className={cellClass}>
        {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
      </td>
      <td className={cellClass}>
        <ul className="space-y-0.5">
          {auditChanges(entry.before, entry.after, (field, value) =>
            auditValue(field, value, t),
          ).map((change) => (
            <li key={change.field}>
              <span className="text-slate-600">{auditField(change.field, t)}:</span>{' '}
              <span className="text-slate-500">{change.before}</span>
              {' → '}
              <span className="font-medium">{change.after}</span>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}
