import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';

interface ListPanelProps<T> {
  /** What the list is for, beside the button that adds to it. */
  intro: ReactNode;
  /** The button that adds to the list: its words, its icon, and what it opens. */
  add: { label: string; icon: LucideIcon; onClick: () => void };
  /** The whole list, as a TanStack query gives it. */
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: { items: readonly T[] } | undefined;
    refetch: () => unknown;
  };
  /** What is listed, for the words while it loads or when it fails: "the authors". */
  what: string;
  /** What an empty list says, and what to do. */
  empty: { title: string; body: ReactNode };
  /** The list, when it has items. */
  renderItems: (items: readonly T[]) => ReactNode;
  /** The dialogs that add, edit and delete. */
  children: ReactNode;
}

/** A tab of a content screen holding one short list: a line on what it is, an Add button, the list. */
export function ListPanel<T>({ intro, add, query, what, empty, renderItems, children }: ListPanelProps<T>) {
  const Icon = add.icon;
  let body: ReactNode;
  if (query.isPending) body = <Loading label={`Loading ${what}…`} />;
  else if (query.isError || !query.data)
    body = <LoadProblem what={what} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0) body = <EmptyState title={empty.title}>{empty.body}</EmptyState>;
  else body = renderItems(query.data.items);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted">{intro}</p>
        <button type="button" onClick={add.onClick} className={primaryButton}>
          <Icon className="size-5" aria-hidden />
          {add.label}
        </button>
      </div>
      {body}
      {children}
    </div>
  );
}
