import type { ReactNode } from 'react';
import { smallButton, smallDangerButton } from '../../../components/ui/button';

/**
 * A row of an admin list: what the item is, then buttons to change it or delete it, each naming
 * it for screen readers.
 */
export function ItemRow({
  name,
  editLabel,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  /** "Edit" or "Rename". */
  editLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">{children}</div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <button type="button" onClick={onEdit} className={smallButton}>
          {editLabel}
          <span className="sr-only"> {name}</span>
        </button>
        <button type="button" onClick={onDelete} className={smallDangerButton}>
          Delete<span className="sr-only"> {name}</span>
        </button>
      </div>
    </li>
  );
}
