import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from './admin-section';
import { AdminTable, cellClass } from './admin-table';
import { QueryState } from './query-state';
import { ReadOnlyNote } from './read-only-note';

export type CrudSectionProps<Item> = {
  title: string;
  description: string;
  addLabel: string;
  addDisabled?: boolean;
  query: UseQueryResult<Item[], Error>;
  /** Translated column headers, the last one for the edit button's column. */
  headers: string[];
  rowKey: (item: Item) => string;
  /** Every cell of a row but the edit button's. */
  renderCells: (item: Item) => ReactNode;
  /** Accessible name of a row's edit button. */
  editLabel: (item: Item) => string;
  /** The create (`null`) or edit dialog. */
  renderForm: (item: Item | null, onClose: () => void) => ReactNode;
  /**
   * Set when the staff member may only read the list (a change needs another role): no add or
   * edit buttons, this note instead of a form that would be refused.
   */
  readOnlyNote?: string;
};

/** A console list: a table of items, an "Add" button and one create/edit dialog at a time. */
export function CrudSection<Item>({
  title,
  description,
  addLabel,
  addDisabled,
  query,
  headers,
  rowKey,
  renderCells,
  editLabel,
  renderForm,
  readOnlyNote,
}: CrudSectionProps<Item>) {
  const { t } = useAdminTranslation();
  // undefined: no form open; null: creating an item.
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);

  return (
    <AdminSection
      title={title}
      description={description}
      actions={
        readOnlyNote === undefined && (
          <Button size="sm" onClick={() => setEditing(null)} disabled={addDisabled}>
            {addLabel}
          </Button>
        )
      }
    >
      {readOnlyNote !== undefined && <ReadOnlyNote>{readOnlyNote}</ReadOnlyNote>}
      <QueryState query={query}>
        {(list) => (
          <AdminTable
            caption={title}
            headers={readOnlyNote === undefined ? headers : headers.slice(0, -1)}
          >
            {list.map((item) => (
              <tr key={rowKey(item)}>
                {renderCells(item)}
                {readOnlyNote === undefined && (
                  <td className={cellClass}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={editLabel(item)}
                      onClick={() => setEditing(item)}
                    >
                      {t('actions.edit')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryState>
      {editing !== undefined && renderForm(editing, () => setEditing(undefined))}
    </AdminSection>
  );
}
