import { slugify, type TBlogAuthor, ZBlogAuthorInput } from '@curo/core/content';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateBlogAuthor } from '../api/create-blog-author';
import { useDeleteBlogAuthor } from '../api/delete-blog-author';
import { useBlogAuthors } from '../api/get-blog-authors';
import { useUpdateBlogAuthor } from '../api/update-blog-author';
import { ItemRow } from './item-row';
import { ListPanel } from './list-panel';
import { SlugField } from './slug-field';

type TField = 'name' | 'slug' | 'credentials' | 'bio';
const ORDER: readonly TField[] = ['name', 'slug', 'credentials', 'bio'];
const fieldId = (field: TField) => `author-${field}`;

function AuthorForm({
  author,
  onDone,
}: {
  author: TBlogAuthor | null;
  onDone: (saved: TBlogAuthor) => void;
}) {
  const form = useFormState(
    {
      name: author?.name ?? '',
      slug: author?.slug ?? null,
      credentials: author?.credentials ?? '',
      bio: author?.bio ?? '',
    },
    fieldId,
    { alertId: 'author-alert' },
  );
  const create = useCreateBlogAuthor();
  const update = useUpdateBlogAuthor();

  const submit = async () => {
    const { name, slug, credentials, bio } = form.values;
    const input = form.check(
      ZBlogAuthorInput,
      {
        name,
        slug: slug ?? slugify(name),
        credentials: credentials.trim() || null,
        bio: bio.trim() || null,
      },
      ORDER,
      { name: 'Enter a name' },
    );
    if (!input) return;
    await form.send(async () =>
      onDone(
        author ? await update.mutateAsync({ slug: author.slug, input }) : await create.mutateAsync(input),
      ),
    );
  };

  return (
    <DialogForm
      label={author ? 'Edit author' : 'Add an author'}
      form={form}
      onSubmit={submit}
      busy={create.isPending || update.isPending}
      submitLabel={author ? 'Save changes' : 'Add author'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.text('name')} label="Name" autoComplete="off" maxLength={120} />
        <SlugField {...form.text('slug')} label="Slug" title={form.values.name} />
      </div>
      <TextField
        {...form.text('credentials')}
        label="Credentials"
        optional
        autoComplete="off"
        maxLength={120}
        placeholder="GP, FRACGP"
      />
      <TextAreaField
        {...form.text('bio')}
        label="Short biography (optional)"
        rows={4}
        maxLength={1000}
        hint="Shown under their posts."
      />
    </DialogForm>
  );
}

/** The authors tab of `/admin/blog`: the people posts are written by. */
export function BlogAuthorsPanel() {
  const authors = useBlogAuthors();
  const remove = useDeleteBlogAuthor();
  const [editing, setEditing] = useState<TBlogAuthor | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TBlogAuthor | null>(null);
  const author = editing === 'new' ? null : editing;

  return (
    <ListPanel
      intro="The people whose name and credentials appear on posts."
      add={{ label: 'Add author', icon: UserPlus, onClick: () => setEditing('new') }}
      query={authors}
      what="the authors"
      empty={{ title: 'There are no authors yet.', body: 'Add the doctors and writers who sign posts.' }}
      renderItems={(items) => (
        <ul className={`${card} divide-y divide-line`} aria-label="Authors">
          {items.map((item) => (
            <ItemRow
              key={item.slug}
              name={item.name}
              editLabel="Edit"
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            >
              <p className="font-semibold text-ink">
                {item.name}
                {item.credentials ? (
                  <span className="font-normal text-muted">, {item.credentials}</span>
                ) : null}
              </p>
              {item.bio ? (
                <p className="mt-0.5 line-clamp-2 max-w-[70ch] text-sm text-muted">{item.bio}</p>
              ) : null}
            </ItemRow>
          ))}
        </ul>
      )}
    >
      <FormDialog
        open={editing !== null}
        wide
        onClose={() => setEditing(null)}
        formKey={author?.slug}
        title={author ? `Edit ${author.name}` : 'Add an author'}
        description={
          author ? 'A new slug moves their posts with them.' : 'They can then be chosen in the post editor.'
        }
      >
        <AuthorForm
          author={author}
          onDone={(saved) => {
            toast.success(author ? `${saved.name} is saved.` : `${saved.name} is added.`);
            setEditing(null);
          }}
        />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? ''}?`}
        description="Their posts stay on the blog, without a byline."
        confirmLabel="Delete author"
        doneMessage="The author is deleted."
        onConfirm={() => remove.mutateAsync({ slug: deleting?.slug ?? '' })}
      />
    </ListPanel>
  );
}
