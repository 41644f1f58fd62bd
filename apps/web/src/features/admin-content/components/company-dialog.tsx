import { slugify, ZCompanyInput } from '@curo/core/content';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateCompany } from '../api/create-company';
import type { TCompany } from '../api/get-companies';
import { useUpdateCompany } from '../api/update-company';
import { SlugField } from './slug-field';

type TField = 'name' | 'slug' | 'coversConsults';
const ORDER: readonly TField[] = ['name', 'slug'];
const fieldId = (field: TField) => `company-${field}`;

function CompanyForm({ company, onDone }: { company: TCompany | null; onDone: (saved: TCompany) => void }) {
  const form = useFormState(
    {
      name: company?.name ?? '',
      slug: company?.slug ?? null,
      coversConsults: company?.coversConsults ?? false,
    },
    fieldId,
    { alertId: 'company-alert' },
  );
  const create = useCreateCompany();
  const update = useUpdateCompany();

  const submit = async () => {
    const { name, slug, coversConsults } = form.values;
    const input = form.check(ZCompanyInput, { name, slug: slug ?? slugify(name), coversConsults }, ORDER);
    if (!input) return;
    await form.send(async () =>
      onDone(company ? await update.mutateAsync({ id: company.id, input }) : await create.mutateAsync(input)),
    );
  };

  return (
    <DialogForm
      label={company ? 'Edit company' : 'Add a company'}
      form={form}
      onSubmit={submit}
      busy={create.isPending || update.isPending}
      submitLabel={company ? 'Save changes' : 'Add company'}
    >
      <TextField {...form.text('name')} label="Name" autoComplete="off" maxLength={120} />
      <SlugField
        {...form.text('slug')}
        label="Code"
        title={form.values.name}
        hint={(path) =>
          `Its people book at ${window.location.host}/${path}${
            company ? '. A new code stops the old address working.' : ''
          }`
        }
      />
      <ToggleField
        id="company-covers-consults"
        label="The company pays for its people’s consults"
        hint="Its people book without a card; nothing is charged to them."
        checked={form.values.coversConsults}
        onCheckedChange={(checked) => form.setValue('coversConsults', checked)}
      />
    </DialogForm>
  );
}

/** Adds a company, or edits one (`company` set): its name, code, and whether it pays for consults. */
export function CompanyDialog({
  open,
  company,
  onClose,
}: {
  open: boolean;
  company: TCompany | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      formKey={company?.id}
      title={company ? `Edit ${company.name}` : 'Add a company'}
      description={
        company
          ? 'Its people stay with it.'
          : 'Organisations whose people see our doctors; each has its own booking address.'
      }
    >
      <CompanyForm
        company={company}
        onDone={(saved) => {
          toast.success(company ? `${saved.name} is saved.` : `${saved.name} is added.`);
          onClose();
        }}
      />
    </FormDialog>
  );
}
