import { type TFaqCategory, ZFaqCategoryInput } from '@curo/core/content';
import { type FormEvent, useState } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast-store';
import { useCreateFaqCategory } from '../api/create-faq-category';
import { useUpdateFaqCategory } from '../api/update-faq-category';
import { useSlugField } from '../hooks/use-slug-field';

type TField = 'name' | 'slug' | 'description';

function CategoryForm({
  category,
  onSaved,
}: {
  category: TFaqCategory | null;
  onSaved: (saved: TFaqCategory) => void;
}) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const slug = useSlugField(category?.slug ?? null);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateFaqCategory();
  const update = useUpdateFaqCategory();
  const busy = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = ZFaqCategoryInput.safeParse({
      name,
      slug: slug.slugFor(name),
      description: description.trim() || null,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<TField>(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const saved = category
        ? await update.mutateAsync({ slug: category.slug, input: parsed.data })
        : await create.mutateAsync(parsed.data);
      onSaved(saved);
    } catch (failure) {
      setFormError(errorMessage(failure));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={category ? 'Rename category' : 'Add a category'}
    >
      {formError ? <FormAlert id="faq-category-alert">{formError}</FormAlert> : null}
      <TextField
        id="faq-category-name"
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
        id="faq-category-slug"
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
        hint={`Its page: /faq/category/${slug.slugFor(name) || '…'}`}
      />
      <TextAreaField
        id="faq-category-description"
        name="description"
        label="Description (optional)"
        rows={2}
        maxLength={300}
        value={description}
        onValueChange={setDescription}
        hint="One line under the category's name on the FAQ page."
      />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Saving…' : category ? 'Save changes' : 'Add category'}
      </button>
    </form>
  );
}

/** Adds a category, or renames one (`category` set). Open while `open`. */
export function FaqCategoryDialog({
  open,
  category,
  onClose,
  onSaved,
}: {
  open: boolean;
  category: TFaqCategory | null;
  onClose: () => void;
  onSaved: (saved: TFaqCategory) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={category ? `Rename “${category.name}”` : 'Add a category'}
      description={
        category
          ? 'A new slug moves the category page; its entries go with it.'
          : 'Categories group the questions on the FAQ page. It starts empty.'
      }
    >
      {open ? (
        <CategoryForm
          key={category?.slug ?? 'new'}
          category={category}
          onSaved={(saved) => {
            toast.success(category ? `“${saved.name}” is saved.` : `“${saved.name}” is added.`);
            onSaved(saved);
          }}
        />
      ) : null}
    </Modal>
  );
}
