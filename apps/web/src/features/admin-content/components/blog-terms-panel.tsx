import { type TBlogTerm, ZBlogTermInput } from '@curo/core/content';
import { Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { primaryButton, smallButton, smallDangerButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast-store';
import { useCreateBlogTerm } from '../api/create-blog-term';
import { useDeleteBlogTerm } from '../api/delete-blog-term';
import { type TBlogTermKind, useBlogTerms } from '../api/get-blog-terms';
import { useUpdateBlogTerm } from '../api/update-blog-term';
import { useSlugField } from '../hooks/use-slug-field';

const WORDS: Record<TBlogTermKind, { one: string; many: string; Many: string; path: string }> = {
  categories: { one: 'category', many: 'categories', Many: 'Categories', path: 'category' },
  tags: { one: 'tag', many: 'tags', Many: 'Tags', path: 'tag' },
};

function TermForm({
  kind,
  term,
  onDone,
}: {
  kind: TBlogTermKind;
  term: TBlogTerm | null;
  onDone: (saved: TBlogTerm) => void;
}) {
  const words = WORDS[kind];
  const [name, setName] = useState(term?.name ?? '');
  const slug = useSlugField(term?.slug ?? null);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'slug', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateBlogTerm();
  const update = useUpdateBlogTerm();
  const busy = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = ZBlogTermInput.safeParse({ name, slug: slug.slugFor(name) });
    if (!parsed.success) {
      const problems = fieldErrorsOf<'name' | 'slug'>(parsed.error.issues);
      setErrors({ ...problems, name: problems.name ? 'Enter a name' : undefined });
      return;
    }
    setFormError(null);
    try {
      onDone(
        term
          ? await update.mutateAsync({ kind, slug: term.slug, input: parsed.data })
          : await create.mutateAsync({ kind, input: parsed.data }),
      );
    } catch (failure) {
      setFormError(errorMessage(failure));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={term ? `Rename ${words.one}` : `Add a ${words.one}`}
    >
      {formError ? <FormAlert id="term-alert">{formError}</FormAlert> : null}
      <TextField
        id="term-name"
        name="name"
        label="Name"
        autoComplete="off"
        maxLength={80}
        value={name}
        onValueChange={(value) => {
          setName(value);
          setErrors((e) => ({ ...e, name: undefined }));
        }}
        error={errors.name}
      />
      <TextField
        id="term-slug"
        name="slug"
        label="Slug"
        autoComplete="off"
        spellCheck={false}
        maxLength={120}
        value={slug.slugFor(name)}
        onValueChange={(value) => {
          slug.setSlug(value);
          setErrors((e) => ({ ...e, slug: undefined }));
        }}
        error={errors.slug}
        hint={`Its posts: /blog?${words.path}=${slug.slugFor(name) || '…'}`}
      />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Saving…' : term ? 'Save changes' : `Add ${words.one}`}
      </button>
    </form>
  );
}

/** A tab of `/admin/blog` for its categories or its tags: add, rename, delete. */
export function BlogTermsPanel({ kind }: { kind: TBlogTermKind }) {
  const words = WORDS[kind];
  const terms = useBlogTerms(kind);
  const remove = useDeleteBlogTerm();
  const [editing, setEditing] = useState<TBlogTerm | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TBlogTerm | null>(null);
  const term = editing === 'new' ? null : editing;

  let body: ReactNode;
  if (terms.isPending) body = <Loading label={`Loading the ${words.many}…`} />;
  else if (terms.isError)
    body = (
      <LoadProblem what={`the ${words.many}`} error={terms.error} onRetry={() => void terms.refetch()} />
    );
  else if (terms.data.items.length === 0)
    body = (
      <EmptyState title={`There are no ${words.many} yet.`}>
        Add one, then choose it for posts in the editor.
      </EmptyState>
    );
  else
    body = (
      <ul className={`${card} divide-y divide-line`} aria-label={words.Many}>
        {terms.data.items.map((item) => (
          <li
            key={item.slug}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink">{item.name}</p>
              <p className="text-sm text-muted">
                {item.slug} · {item.count} published {item.count === 1 ? 'post' : 'posts'}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={() => setEditing(item)} className={smallButton}>
                Rename<span className="sr-only"> {item.name}</span>
              </button>
              <button type="button" onClick={() => setDeleting(item)} className={smallDangerButton}>
                Delete<span className="sr-only"> {item.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted">
          {kind === 'categories'
            ? 'Broad subjects; readers filter the blog by them.'
            : 'Finer labels that connect related posts.'}
        </p>
        <button type="button" onClick={() => setEditing('new')} className={primaryButton}>
          <Plus className="size-5" aria-hidden />
          Add {words.one}
        </button>
      </div>
      {body}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={term ? `Rename “${term.name}”` : `Add a ${words.one}`}
        description={
          term
            ? 'Its posts keep it under the new name.'
            : `A new ${words.one} has no posts until you choose it for some.`
        }
      >
        {editing !== null ? (
          <TermForm
            key={term?.slug ?? 'new'}
            kind={kind}
            term={term}
            onDone={(saved) => {
              toast.success(term ? `“${saved.name}” is saved.` : `“${saved.name}” is added.`);
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description={`Its posts stay on the blog, without this ${words.one}.`}
        confirmLabel={`Delete ${words.one}`}
        pendingLabel="Deleting…"
        doneMessage={`The ${words.one} is deleted.`}
        onConfirm={() => remove.mutateAsync({ kind, slug: deleting?.slug ?? '' })}
      />
    </div>
  );
}
