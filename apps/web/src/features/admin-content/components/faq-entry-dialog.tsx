import { slugify, type TFaq, type TFaqCategory, ZFaqInput } from '@curo/core/content';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateFaq } from '../api/create-faq';
import { useUpdateFaq } from '../api/update-faq';
import { MarkdownEditor } from './markdown-editor';
import { SlugField } from './slug-field';

type TField = 'question' | 'answer' | 'categorySlug' | 'slug' | 'published';
const ORDER: readonly TField[] = ['question', 'categorySlug', 'slug', 'answer'];
const fieldId = (field: TField) => `faq-entry-${field}`;

interface EntryFormProps {
  entry: TFaq | null;
  categorySlug: string;
  categories: readonly TFaqCategory[];
  onSaved: (saved: TFaq) => void;
}

function EntryForm({ entry, categorySlug, categories, onSaved }: EntryFormProps) {
  const form = useFormState(
    {
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
      categorySlug: entry?.category.slug ?? categorySlug,
      slug: entry?.slug ?? null,
      published: entry?.published ?? true,
    },
    fieldId,
    { alertId: 'faq-entry-alert' },
  );
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const { values } = form;

  const submit = async () => {
    const input = form.check(
      ZFaqInput,
      { ...values, slug: (values.slug ?? slugify(values.question)).trim() || undefined },
      ORDER,
    );
    if (!input) return;
    await form.send(async () =>
      onSaved(entry ? await update.mutateAsync({ id: entry.id, input }) : await create.mutateAsync(input)),
    );
  };

  return (
    <DialogForm
      label={entry ? 'Edit entry' : 'Add an entry'}
      form={form}
      onSubmit={submit}
      busy={create.isPending || update.isPending}
      submitLabel={entry ? 'Save changes' : 'Add entry'}
    >
      <TextField {...form.text('question')} label="Question" autoComplete="off" maxLength={300} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...form.text('categorySlug')}
          label="Category"
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
        />
        <SlugField
          {...form.text('slug')}
          label="Slug"
          title={values.question}
          hint={(path) => `/faq/${path}`}
        />
      </div>
      <MarkdownEditor {...form.text('answer')} label="Answer" rows={8} maxLength={10_000} />
      <ToggleField
        id={fieldId('published')}
        label="Published"
        asSwitch
        checked={values.published}
        onCheckedChange={(published) => form.setValue('published', published)}
        hint={values.published ? 'Shown on the FAQ and to the assistant.' : 'A draft: only admins see it.'}
      />
    </DialogForm>
  );
}

/** Writes a new entry in `categorySlug`, or edits `entry`. */
export function FaqEntryDialog({
  open,
  entry,
  categorySlug,
  categories,
  onClose,
}: {
  open: boolean;
  entry: TFaq | null;
  categorySlug: string;
  categories: readonly TFaqCategory[];
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      wide
      onClose={onClose}
      formKey={entry?.id ?? `new-${categorySlug}`}
      title={entry ? 'Edit entry' : 'Add an entry'}
      description={
        entry
          ? `In “${entry.category.name}”, opened ${entry.views} ${entry.views === 1 ? 'time' : 'times'}.`
          : 'It goes at the end of its category; move it up afterwards.'
      }
    >
      <EntryForm
        entry={entry}
        categorySlug={categorySlug}
        categories={categories}
        onSaved={(saved) => {
          toast.success(
            entry
              ? 'The entry is saved.'
              : saved.published
                ? 'The entry is published.'
                : 'The entry is saved as a draft.',
          );
          onClose();
        }}
      />
    </FormDialog>
  );
}
