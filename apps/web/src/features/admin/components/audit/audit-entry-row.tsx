import type { AuditEntry } from '@giro/shared/admin/audit-contracts';
import { useAppStore } from '@/lib/store/app-store';
import { auditChanges } from '../../lib/audit-diff';
import { auditEntityId, auditField, auditValue, hiddenAuditFields } from '../../lib/audit-values';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { cellClass } from '../common/admin-table';

/** The actions that change a record's fields; any other action states facts about itself. */
const edits = new Set(['create', 'update', 'delete']);

/**
 * One audit entry: when, who, what, and each changed field before → after. For a named action
 * (a hold cleared, a list imported) a field known on one side only is a fact of the action and
 * reads "Orden: GR-7K3M9Q", not "GR-7K3M9Q → —".
 */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminTranslation();
  const language = useAppStore((state) => state.language);
  const when = useDateTime()(entry.at);
  const context = { entity: entry.entity, t, language };
  const id = auditEntityId(entry.entity, entry.entity_id, t);
  const changes = auditChanges(entry.before, entry.after, (field, value) =>
    auditValue(field, value, context),
  ).filter((change) => !hiddenAuditFields.has(change.field));
  const facts = !edits.has(entry.action);

  return (
    <tr>
      <td className={`${cellClass} whitespace-nowrap`}>
        <time dateTime={entry.at}>{when}</time>
      </td>
      <td className={cellClass}>{entry.actor_email}</td>
      <td className={cellClass}>
        {t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity })}{' '}
        {id && <span className="block text-xs text-slate-600 tabular-nums">{id}</span>}
      </td>
      <td className={cellClass}>
        {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
      </td>
      <td className={`${cellClass} min-w-64 [overflow-wrap:anywhere]`}>
        <ul className="space-y-0.5">
          {changes.map((change) => (
            <li key={change.field}>
              <span className="text-slate-600">{auditField(change.field, t)}:</span>{' '}
              {facts && (change.before === '—' || change.after === '—') ? (
                <span className="font-medium">
                  {change.after === '—' ? change.before : change.after}
                </span>
              ) : (
                <>
                  <span className="text-slate-500">{change.before}</span>
                  {' → '}
                  <span className="font-medium">{change.after}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}
