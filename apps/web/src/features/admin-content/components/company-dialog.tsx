import { ZCompanyInput } from '@curo/core/content';
import { type FormEvent, useState } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast-store';
import { useCreateCompany } from '../api/create-company';
import type { TCompany } from '../api/get-companies';
import { useUpdateCompany } from '../api/update-company';
import { useSlugField } from '../hooks/use-slug-field';

type TField = 'name' | 'slug';

function CompanyForm({ company, onDone }: { company: TCompany | null; onDone: (saved: TCompany) => void }) {
  const [name, setName] = useState(company?.name ?? '');
  const code = useSlugField(company?.slug ?? null);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const busy = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = ZCompanyInput.safeParse({ name, slug: code.slugFor(name) });
    if (!parsed.success) {
      const problems = fieldErrorsOf<TField>(parsed.error.issues);
      setErrors(problems);
      const first = (['name', 'slug'] as const).find((f) => problems[f]);
      if (first) document.getElementById(`company-${first}`)?.focus();
      return;
    }
    setFormError(null);
    try {
      onDone(
        company
          ? await update.mutateAsync({ id: company.id, input: parsed.data })
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
      aria-label={company ? 'Rename company' : 'Add a company'}
    >
      {formError ? <FormAlert id="company-alert">{formError}</FormAlert> : null}
      <TextField
        id="company-name"
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
        id="company-slug"
        name="slug"
        label="Code"
        autoComplete="off"
        spellCheck={false}
        maxLength={120}
        value={code.slugFor(name)}
        onValueChange={(value) => {
          code.setSlug(value);
          setErrors((e) => ({ ...e, slug: undefined }));
        }}
        error={errors.slug}
        hint={`Its people book at ${window.location.host}/${code.slugFor(name) || '…'}${
          company ? '. A new code stops the old address working.' : ''
        }`}
      />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Saving…' : company ? 'Save changes' : 'Add company'}
      </button>
    </form>
  );
}

/** Adds a company, or renames one (`company` set). */
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
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={company ? `Rename ${company.name}` : 'Add a company'}
      description={
        company
          ? 'Its people stay with it.'
          : 'Organisations whose people see our doctors; each has its own booking address.'
      }
    >
      {open ? (
        <CompanyForm
          key={company?.id ?? 'new'}
          company={company}
          onDone={(saved) => {
            toast.success(company ? `${saved.name} is saved.` : `${saved.name} is added.`);
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
