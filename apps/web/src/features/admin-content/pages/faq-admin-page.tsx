import type { TFaq, TFaqCategory } from '@curo/core/content';
import { ArrowDown, ArrowUp, FolderPlus, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import {
  primaryButton,
  secondaryButton,
  smallButton,
  smallDangerButton,
} from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { StatusPill } from '../../../components/ui/status-pill';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useDeleteFaq } from '../api/delete-faq';
import { useDeleteFaqCategory } from '../api/delete-faq-category';
import { useFaqCategories } from '../api/get-faq-categories';
import { useFaqCategory } from '../api/get-faq-category';
import { useReorderFaqs } from '../api/reorder-faqs';
import { ContentAdminPage } from '../components/content-admin-page';
import { FaqCategoryDialog } from '../components/faq-category-dialog';
import { FaqEntryDialog } from '../components/faq-entry-dialog';
import { moveItem } from '../utils/move-item';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg border border-line bg-white text-ink transition-colors hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink';

/** The categories, as a row of chips on phones and a column beside the entries on desktop. */
function CategoryList({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly TFaqCategory[];
  selected: string;
  onSelect: (slug: string) => void;
}) {
  return (
    <nav aria-label="FAQ categories">
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {categories.map((category) => {
          const isSelected = category.slug === selected;
          return (
            <li key={category.slug} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(category.slug)}
                aria-current={isSelected ? 'true' : undefined}
                className={`flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border px-3 py-2 text-left transition-colors ${
                  isSelected
                    ? 'border-primary bg-primary-soft/60 text-primary'
                    : 'border-line bg-white text-ink hover:border-primary/50'
                }`}
              >
                <span className="font-medium whitespace-nowrap lg:whitespace-normal">{category.name}</span>
                <span className="text-sm text-muted" title="Published entries">
                  {category.count}
                  <span className="sr-only"> published</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface EntryRowActions {
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Where focus goes after a move: the same button on the moved entry, or its twin at an end. */
interface MoveFocus {
  id: string;
  by: -1 | 1;
}

function EntryList({
  items,
  busy,
  actionsFor,
  focusAfterMove,
}: {
  items: readonly TFaq[];
  busy: boolean;
  actionsFor: (entry: TFaq) => EntryRowActions;
  focusAfterMove: MoveFocus | null;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // React may move the focused row's element, which loses focus; put it back on the same control.
  useEffect(() => {
    if (!focusAfterMove) return;
    const index = items.findIndex((item) => item.id === focusAfterMove.id);
    if (index < 0) return;
    const atEnd = focusAfterMove.by === -1 ? index === 0 : index === items.length - 1;
    const by = atEnd ? -focusAfterMove.by : focusAfterMove.by;
    buttons.current.get(`${focusAfterMove.id}:${by}`)?.focus();
  }, [focusAfterMove, items]);

  return (
    <ol className="divide-y divide-line">
      {items.map((entry, index) => {
        const { onMove, onEdit, onDelete } = actionsFor(entry);
        const about = <span className="sr-only"> entry: {entry.question}</span>;
        return (
          <li key={entry.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <span className="mt-0.5 w-6 shrink-0 text-right text-sm text-muted tabular-nums" aria-hidden>
                {index + 1}.
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-ink">{entry.question}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                  {entry.published ? null : <StatusPill tone="neutral">Draft</StatusPill>}
                  <span className="[overflow-wrap:anywhere]">/faq/{entry.slug}</span>
                  <span>
                    {entry.views} {entry.views === 1 ? 'view' : 'views'}
                  </span>
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2 pl-9 sm:pl-0">
              {([-1, 1] as const).map((by) => (
                <button
                  key={by}
                  ref={(element) => {
                    const key = `${entry.id}:${by}`;
                    if (element) buttons.current.set(key, element);
                    else buttons.current.delete(key);
                  }}
                  type="button"
                  onClick={() => onMove(by)}
                  disabled={busy || (by === -1 ? index === 0 : index === items.length - 1)}
                  className={iconButton}
                >
                  {by === -1 ? (
                    <ArrowUp className="size-4" aria-hidden />
                  ) : (
                    <ArrowDown className="size-4" aria-hidden />
                  )}
                  <span className="sr-only">
                    {by === -1 ? 'Move up' : 'Move down'}: {entry.question}
                  </span>
                </button>
              ))}
              <button type="button" onClick={onEdit} className={smallButton}>
                Edit{about}
              </button>
              <button type="button" onClick={onDelete} className={smallDangerButton}>
                Delete{about}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The selected category: its details, its entries in order, and what can be done with them. */
function CategoryPanel({
  slug,
  categories,
  onRename,
  onDelete,
}: {
  slug: string;
  categories: readonly TFaqCategory[];
  onRename: (category: TFaqCategory) => void;
  onDelete: (category: TFaqCategory) => void;
}) {
  const page = useFaqCategory(slug);
  const reorder = useReorderFaqs();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<TFaq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TFaq | null>(null);
  const [moved, setMoved] = useState<MoveFocus | null>(null);
  const [announcement, setAnnouncement] = useState('');

  if (page.isPending) return <Loading label="Loading the entries…" />;
  if (page.isError)
    return <LoadProblem what="this category" error={page.error} onRetry={() => void page.refetch()} />;
  const { category, items } = page.data;

  const move = (entry: TFaq, by: -1 | 1) => {
    const index = items.findIndex((item) => item.id === entry.id);
    const next = moveItem(items, index, by);
    setMoved({ id: entry.id, by });
    setAnnouncement(`“${entry.question}” moved to position ${index + by + 1} of ${items.length}.`);
    reorder.mutate(
      { categorySlug: category.slug, ids: next.map((item) => item.id) },
      {
        onError: (error) => {
          setAnnouncement('');
          toast.error(errorMessage(error));
        },
      },
    );
  };

  const drafts = items.filter((item) => !item.published).length;
  return (
    <section aria-labelledby="faq-category-heading" className={card}>
      <header className="flex flex-col gap-4 border-b border-line p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div className="min-w-0 flex-1">
          <h2 id="faq-category-heading" className="text-xl font-bold text-ink">
            {category.name}
          </h2>
          {category.description ? <p className="mt-1 text-muted">{category.description}</p> : null}
          <p className="mt-1 text-sm [overflow-wrap:anywhere] text-muted">
            {items.length} {items.length === 1 ? 'entry' : 'entries'}
            {drafts > 0 ? `, ${drafts} ${drafts === 1 ? 'draft' : 'drafts'}` : ''} · /faq/category/
            {category.slug}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={() => onRename(category)} className={smallButton}>
              Rename<span className="sr-only"> category</span>
            </button>
            <button type="button" onClick={() => onDelete(category)} className={smallDangerButton}>
              Delete<span className="sr-only"> category</span>
            </button>
          </div>
        </div>
        <button type="button" onClick={() => setEditing('new')} className={`${primaryButton} shrink-0`}>
          <Plus className="size-5" aria-hidden />
          Add entry
        </button>
      </header>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {items.length === 0 ? (
        <div className="p-8 text-center">
          <p className="font-semibold text-ink">No entries in this category yet.</p>
          <p className="mt-1 text-muted">
            Add the first question, or delete the category if it is not needed.
          </p>
        </div>
      ) : (
        <EntryList
          items={items}
          busy={reorder.isPending}
          focusAfterMove={moved}
          actionsFor={(entry) => ({
            onMove: (by) => move(entry, by),
            onEdit: () => setEditing(entry),
            onDelete: () => setDeleting(entry),
          })}
        />
      )}
      <FaqEntryDialog
        open={editing !== null}
        entry={editing === 'new' ? null : editing}
        categorySlug={category.slug}
        categories={categories}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this entry?"
        description={`“${deleting?.question ?? ''}” will be gone from the FAQ and the assistant.`}
        confirmLabel="Delete entry"
        doneMessage="The entry is deleted."
        onConfirm={() => remove.mutateAsync({ id: deleting?.id ?? '' })}
      />
    </section>
  );
}

/** `/admin/faq`: the FAQ's categories and, for the chosen one, its entries. Administrators only. */
export function FaqAdminPage() {
  return (
    <AdminOnly>
      <FaqAdmin />
    </AdminOnly>
  );
}

function FaqAdmin() {
  const categories = useFaqCategories();
  const [params, setParams] = useSearchParams();
  const [categoryDialog, setCategoryDialog] = useState<TFaqCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TFaqCategory | null>(null);
  const removeCategory = useDeleteFaqCategory();

  const items = categories.data?.items ?? [];
  const wanted = params.get('category');
  const selected = items.find((c) => c.slug === wanted)?.slug ?? items[0]?.slug;
  const select = (slug: string | undefined) =>
    setParams(slug ? { category: slug } : {}, { preventScrollReset: true, replace: true });

  let body: ReactNode;
  if (categories.isPending) body = <Loading label="Loading the FAQ…" />;
  else if (categories.isError)
    body = <LoadProblem what="the FAQ" error={categories.error} onRetry={() => void categories.refetch()} />;
  else if (!selected)
    body = (
      <EmptyState
        title="The FAQ has no categories yet."
        action={
          <button type="button" onClick={() => setCategoryDialog('new')} className={primaryButton}>
            Add the first category
          </button>
        }
      >
        Questions live in categories, such as “Fees and Medicare”. Add one to start.
      </EmptyState>
    );
  else
    body = (
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[260px_minmax(0,1fr)] lg:items-start">
        <CategoryList categories={items} selected={selected} onSelect={select} />
        <CategoryPanel
          slug={selected}
          categories={items}
          onRename={(category) => setCategoryDialog(category)}
          onDelete={setDeleting}
        />
      </div>
    );

  return (
    <ContentAdminPage
      section="faq"
      title="FAQ"
      metaDescription="Manage the FAQ's categories and entries."
      description="Questions people ask, grouped in categories. Published entries appear on the FAQ pages and the assistant answers from them."
      actions={
        <button type="button" onClick={() => setCategoryDialog('new')} className={secondaryButton}>
          <FolderPlus className="size-5" aria-hidden />
          Add category
        </button>
      }
    >
      {body}
      <FaqCategoryDialog
        open={categoryDialog !== null}
        category={categoryDialog === 'new' ? null : categoryDialog}
        onClose={() => setCategoryDialog(null)}
        onSaved={(saved) => {
          setCategoryDialog(null);
          select(saved.slug);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description="Only an empty category can be deleted: move or delete its entries first."
        confirmLabel="Delete category"
        doneMessage="The category is deleted."
        onConfirm={async () => {
          await removeCategory.mutateAsync({ slug: deleting?.slug ?? '' });
          if (deleting?.slug === selected) select(undefined);
        }}
      />
    </ContentAdminPage>
  );
}
