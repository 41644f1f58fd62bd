import { slugify, type TFaqCategory, ZFaqCategoryInput } from '@curo/core/content';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateFaqCategory } from '../api/create-faq-category';
import { useUpdateFaqCategory } from '../api/update-faq-category';
import { SlugField } from './slug-field';

type TField = 'name' | 'slug' | 'description';
const ORDER: readonly TField[] = ['name', 'slug', 'description'];
const fieldId = (field: TField) => `faq-category-${field}`;

function CategoryForm({
  category,
  onSaved,
}: {
  category: TFaqCategory | null;
  onSaved: (saved: TFaqCategory) => void;
}) {
  const form = useFormState(
    {
      name: category?.name ?? '',
      slug: category?.slug ?? null,
      description: category?.description ?? '',
    },
    fieldId,
    { alertId: 'faq-category-alert' },
  );
  const create = useCreateFaqCategory();
  const update = useUpdateFaqCategory();

  const submit = async () => {
    const { name, slug, description } = form.values;
    const input = form.check(
      ZFaqCategoryInput,
      { name, slug: slug ?? slugify(name), description: description.trim() || null },
      ORDER,
    );
    if (!input) return;
    await form.send(async () =>
      onSaved(
        category ? await update.mutateAsync({ slug: category.slug, input }) : await create.mutateAsync(input),
      ),
    );
  };

  return (
    <DialogForm
      label={category ? 'Rename category' : 'Add a category'}
      form={form}
      onSubmit={submit}
      busy={create.isPending || update.isPending}
      submitLabel={category ? 'Save changes' : 'Add category'}
    >
      <TextField {...form.text('name')} label="Name" autoComplete="off" maxLength={80} />
      <SlugField
        {...form.text('slug')}
        label="Slug"
        title={form.values.name}
        hint={(path) => `Its page: /faq/category/${path}`}
      />
      <TextAreaField
        {...form.text('description')}
        label="Description (optional)"
        rows={2}
        maxLength={300}
        hint="One line under the category's name on the FAQ page."
      />
    </DialogForm>
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
    <FormDialog
      open={open}
      onClose={onClose}
      formKey={category?.slug}
      title={category ? `Rename “${category.name}”` : 'Add a category'}
      description={
        category
          ? 'A new slug moves the category page; its entries go with it.'
          : 'Categories group the questions on the FAQ page. It starts empty.'
      }
    >
      <CategoryForm
        category={category}
        onSaved={(saved) => {
          toast.success(category ? `“${saved.name}” is saved.` : `“${saved.name}” is added.`);
          onSaved(saved);
        }}
      />
    </FormDialog>
  );
}
