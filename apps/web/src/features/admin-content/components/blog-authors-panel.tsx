import { type TBlogAuthor, ZBlogAuthorInput } from '@curo/core/content';
import { UserPlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { primaryButton, smallButton, smallDangerButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useCreateBlogAuthor } from '../api/create-blog-author';
import { useDeleteBlogAuthor } from '../api/delete-blog-author';
import { useBlogAuthors } from '../api/get-blog-authors';
import { useUpdateBlogAuthor } from '../api/update-blog-author';
import { useSlugField } from '../hooks/use-slug-field';

type TField = 'name' | 'slug';

function AuthorForm({
  author,
  onDone,
}: {
  author: TBlogAuthor | null;
  onDone: (saved: TBlogAuthor) => void;
}) {
  const [name, setName] = useState(author?.name ?? '');
  const [credentials, setCredentials] = useState(author?.credentials ?? '');
  const [bio, setBio] = useState(author?.bio ?? '');
  const slug = useSlugField(author?.slug ?? null);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateBlogAuthor();
  const update = useUpdateBlogAuthor();
  const busy = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = ZBlogAuthorInput.safeParse({
      name,
      slug: slug.slugFor(name),
      credentials: credentials.trim() || null,
      bio: bio.trim() || null,
    });
    if (!parsed.success) {
      const problems: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TField;
        problems[field] ??= field === 'name' ? 'Enter a name' : issue.message;
      }
      setErrors(problems);
      return;
    }
    setFormError(null);
    try {
      onDone(
        author
          ? await update.mutateAsync({ slug: author.slug, input: parsed.data })
          : await create.mutateAsync(parsed.data),
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
      aria-label={author ? 'Edit author' : 'Add an author'}
    >
      {formError ? <FormAlert id="author-alert">{formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="author-name"
          name="name"
          label="Name"
          autoComplete="off"
          maxLength={120}
          value={name}
          onValueChange={(value) => {
            setName(value);
            setErrors((e) => ({ ...e, name: undefined }));
          }}
          error={errors.name}
        />
        <TextField
          id="author-slug"
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
        />
      </div>
      <TextField
        id="author-credentials"
        name="credentials"
        label="Credentials"
        optional
        autoComplete="off"
        maxLength={120}
        placeholder="GP, FRACGP"
        value={credentials}
        onValueChange={setCredentials}
      />
      <TextAreaField
        id="author-bio"
        name="bio"
        label="Short biography (optional)"
        rows={4}
        maxLength={1000}
        value={bio}
        onValueChange={setBio}
        hint="Shown under their posts."
      />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Saving…' : author ? 'Save changes' : 'Add author'}
      </button>
    </form>
  );
}

/** The authors tab of `/admin/blog`: the people posts are written by. */
export function BlogAuthorsPanel() {
  const authors = useBlogAuthors();
  const remove = useDeleteBlogAuthor();
  const [editing, setEditing] = useState<TBlogAuthor | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TBlogAuthor | null>(null);
  const author = editing === 'new' ? null : editing;

  let body: ReactNode;
  if (authors.isPending) body = <Loading label="Loading the authors…" />;
  else if (authors.isError)
    body = <LoadProblem what="the authors" error={authors.error} onRetry={() => void authors.refetch()} />;
  else if (authors.data.items.length === 0)
    body = (
      <EmptyState title="There are no authors yet.">Add the doctors and writers who sign posts.</EmptyState>
    );
  else
    body = (
      <ul className={`${card} divide-y divide-line`} aria-label="Authors">
        {authors.data.items.map((item) => (
          <li
            key={item.slug}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {item.name}
                {item.credentials ? (
                  <span className="font-normal text-muted">, {item.credentials}</span>
                ) : null}
              </p>
              {item.bio ? (
                <p className="mt-0.5 line-clamp-2 max-w-[70ch] text-sm text-muted">{item.bio}</p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <button type="button" onClick={() => setEditing(item)} className={smallButton}>
                Edit<span className="sr-only"> {item.name}</span>
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
        <p className="text-muted">The people whose name and credentials appear on posts.</p>
        <button type="button" onClick={() => setEditing('new')} className={primaryButton}>
          <UserPlus className="size-5" aria-hidden />
          Add author
        </button>
      </div>
      {body}
      <Modal
        open={editing !== null}
        wide
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={author ? `Edit ${author.name}` : 'Add an author'}
        description={
          author ? 'A new slug moves their posts with them.' : 'They can then be chosen in the post editor.'
        }
      >
        {editing !== null ? (
          <AuthorForm
            key={author?.slug ?? 'new'}
            author={author}
            onDone={(saved) => {
              toast.success(author ? `${saved.name} is saved.` : `${saved.name} is added.`);
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? ''}?`}
        description="Their posts stay on the blog, without a byline."
        confirmLabel="Delete author"
        pendingLabel="Deleting…"
        doneMessage="The author is deleted."
        onConfirm={() => remove.mutateAsync({ slug: deleting?.slug ?? '' })}
      />
    </div>
  );
}
