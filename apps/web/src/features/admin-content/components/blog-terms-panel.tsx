import { slugify, type TBlogTerm, ZBlogTermInput } from '@curo/core/content';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateBlogTerm } from '../api/create-blog-term';
import { useDeleteBlogTerm } from '../api/delete-blog-term';
import { type TBlogTermKind, useBlogTerms } from '../api/get-blog-terms';
import { useUpdateBlogTerm } from '../api/update-blog-term';
import { ItemRow } from './item-row';
import { ListPanel } from './list-panel';
import { SlugField } from './slug-field';

type TField = 'name' | 'slug';
const ORDER: readonly TField[] = ['name', 'slug'];
const fieldId = (field: TField) => `term-${field}`;

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
  const form = useFormState({ name: term?.name ?? '', slug: term?.slug ?? null }, fieldId, {
    alertId: 'term-alert',
  });
  const create = useCreateBlogTerm();
  const update = useUpdateBlogTerm();

  const submit = async () => {
    const { name, slug } = form.values;
    const input = form.check(ZBlogTermInput, { name, slug: slug ?? slugify(name) }, ORDER, {
      name: 'Enter a name',
    });
    if (!input) return;
    await form.send(async () =>
      onDone(
        term
          ? await update.mutateAsync({ kind, slug: term.slug, input })
          : await create.mutateAsync({ kind, input }),
      ),
    );
  };

  return (
    <DialogForm
      label={term ? `Rename ${words.one}` : `Add a ${words.one}`}
      form={form}
      onSubmit={submit}
      busy={create.isPending || update.isPending}
      submitLabel={term ? 'Save changes' : `Add ${words.one}`}
    >
      <TextField {...form.text('name')} label="Name" autoComplete="off" maxLength={80} />
      <SlugField
        {...form.text('slug')}
        label="Slug"
        title={form.values.name}
        hint={(path) => `Its posts: /blog?${words.path}=${path}`}
      />
    </DialogForm>
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

  return (
    <ListPanel
      intro={
        kind === 'categories'
          ? 'Broad subjects; readers filter the blog by them.'
          : 'Finer labels that connect related posts.'
      }
      add={{ label: `Add ${words.one}`, icon: Plus, onClick: () => setEditing('new') }}
      query={terms}
      what={`the ${words.many}`}
      empty={{
        title: `There are no ${words.many} yet.`,
        body: 'Add one, then choose it for posts in the editor.',
      }}
      renderItems={(items) => (
        <ul className={`${card} divide-y divide-line`} aria-label={words.Many}>
          {items.map((item) => (
            <ItemRow
              key={item.slug}
              name={item.name}
              editLabel="Rename"
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            >
              <p className="font-semibold text-ink">{item.name}</p>
              <p className="text-sm text-muted">
                {item.slug} · {item.count} published {item.count === 1 ? 'post' : 'posts'}
              </p>
            </ItemRow>
          ))}
        </ul>
      )}
    >
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        formKey={term?.slug}
        title={term ? `Rename “${term.name}”` : `Add a ${words.one}`}
        description={
          term
            ? 'Its posts keep it under the new name.'
            : `A new ${words.one} has no posts until you choose it for some.`
        }
      >
        <TermForm
          kind={kind}
          term={term}
          onDone={(saved) => {
            toast.success(term ? `“${saved.name}” is saved.` : `“${saved.name}” is added.`);
            setEditing(null);
          }}
        />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description={`Its posts stay on the blog, without this ${words.one}.`}
        confirmLabel={`Delete ${words.one}`}
        doneMessage={`The ${words.one} is deleted.`}
        onConfirm={() => remove.mutateAsync({ kind, slug: deleting?.slug ?? '' })}
      />
    </ListPanel>
  );
}
