import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from './admin-section';
import { AdminTable, cellClass } from './admin-table';
import { QueryState } from './query-state';

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
}: CrudSectionProps<Item>) {
  const { t } = useAdminTranslation();
  // undefined: no form open; null: creating an item.
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);

  return (
    <AdminSection
      title={title}
      description={description}
      actions={
        <Button size="sm" onClick={() => setEditing(null)} disabled={addDisabled}>
          {addLabel}
        </Button>
      }
    >
      <QueryState query={query}>
        {(list) => (
          <AdminTable caption={title} headers={headers}>
            {list.map((item) => (
              <tr key={rowKey(item)}>
                {renderCells(item)}
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
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryState>
      {editing !== undefined && renderForm(editing, () => setEditing(undefined))}
    </AdminSection>
  );
}
