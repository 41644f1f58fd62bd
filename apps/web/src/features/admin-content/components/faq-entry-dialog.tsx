import { type TFaq, type TFaqCategory, ZFaqInput } from '@curo/core/content';
import { type FormEvent, useState } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast-store';
import { useCreateFaq } from '../api/create-faq';
import { useUpdateFaq } from '../api/update-faq';
import { useSlugField } from '../hooks/use-slug-field';
import { MarkdownEditor } from './markdown-editor';

type TField = 'question' | 'answer' | 'categorySlug' | 'slug';
const ORDER: readonly TField[] = ['question', 'categorySlug', 'slug', 'answer'];

interface EntryFormProps {
  entry: TFaq | null;
  categorySlug: string;
  categories: readonly TFaqCategory[];
  onSaved: (saved: TFaq) => void;
}

function EntryForm({ entry, categorySlug, categories, onSaved }: EntryFormProps) {
  const [question, setQuestion] = useState(entry?.question ?? '');
  const [answer, setAnswer] = useState(entry?.answer ?? '');
  const [category, setCategory] = useState(entry?.category.slug ?? categorySlug);
  const [published, setPublished] = useState(entry?.published ?? true);
  const slug = useSlugField(entry?.slug ?? null);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const busy = create.isPending || update.isPending;
  const clear = (field: TField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const slugText = slug.slugFor(question).trim();
    const parsed = ZFaqInput.safeParse({
      question,
      answer,
      categorySlug: category,
      slug: slugText || undefined,
      published,
    });
    if (!parsed.success) {
      const next = fieldErrorsOf<TField>(parsed.error.issues);
      setErrors(next);
      const first = ORDER.find((f) => next[f]);
      if (first) document.getElementById(`faq-entry-${first}`)?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      onSaved(
        entry
          ? await update.mutateAsync({ id: entry.id, input: parsed.data })
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
      aria-label={entry ? 'Edit entry' : 'Add an entry'}
    >
      {formError ? <FormAlert id="faq-entry-alert">{formError}</FormAlert> : null}
      <TextField
        id="faq-entry-question"
        name="question"
        label="Question"
        autoComplete="off"
        maxLength={300}
        value={question}
        onValueChange={(value) => {
          setQuestion(value);
          clear('question');
        }}
        error={errors.question}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="faq-entry-categorySlug"
          label="Category"
          value={category}
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
          onValueChange={setCategory}
        />
        <TextField
          id="faq-entry-slug"
          name="slug"
          label="Slug"
          autoComplete="off"
          spellCheck={false}
          maxLength={120}
          value={slug.slugFor(question)}
          onValueChange={(value) => {
            slug.setSlug(value);
            clear('slug');
          }}
          error={errors.slug}
          hint={`/faq/${slug.slugFor(question) || '…'}`}
        />
      </div>
      <MarkdownEditor
        id="faq-entry-answer"
        label="Answer"
        rows={8}
        maxLength={10_000}
        value={answer}
        onValueChange={(value) => {
          setAnswer(value);
          clear('answer');
        }}
        error={errors.answer}
      />
      <ToggleField
        id="faq-entry-published"
        label="Published"
        asSwitch
        checked={published}
        onCheckedChange={setPublished}
        hint={published ? 'Shown on the FAQ and to the assistant.' : 'A draft: only admins see it.'}
      />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Saving…' : entry ? 'Save changes' : 'Add entry'}
      </button>
    </form>
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
    <Modal
      open={open}
      wide
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={entry ? 'Edit entry' : 'Add an entry'}
      description={
        entry
          ? `In “${entry.category.name}”, opened ${entry.views} ${entry.views === 1 ? 'time' : 'times'}.`
          : 'It goes at the end of its category; move it up afterwards.'
      }
    >
      {open ? (
        <EntryForm
          key={entry?.id ?? `new-${categorySlug}`}
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
      ) : null}
    </Modal>
  );
}
