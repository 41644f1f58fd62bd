import { Building2, ImageUp } from 'lucide-react';
import { useState } from 'react';
import { AdminOnly } from '../../../components/access/admin-only';
import { linkButton, primaryButton, smallButton, smallDangerButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { SearchField } from '../../../components/ui/search-field';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { useDeleteCompany } from '../api/delete-company';
import { type TCompany, useCompanies } from '../api/get-companies';
import { useUploadCompanyLogo } from '../api/upload-company-logo';
import { CompanyDialog } from '../components/company-dialog';
import { ContentAdminPage } from '../components/content-admin-page';
import { ImagePickerButton } from '../components/image-picker-button';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

function CompanyRow({
  company,
  onRename,
  onDelete,
}: {
  company: TCompany;
  onRename: () => void;
  onDelete: () => void;
}) {
  const upload = useUploadCompanyLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const send = (file: File) => {
    setProblem(null);
    upload.mutate(
      { id: company.id, file },
      {
        onSuccess: () => toast.success(`${company.name}'s logo is saved.`),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <li className="flex flex-col gap-3 p-4 sm:px-5 md:flex-row md:items-center md:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        {company.logoUrl ? (
          <img
            src={company.logoUrl}
            alt={`${company.name} logo`}
            className="size-12 shrink-0 rounded-lg border border-line bg-white object-contain p-1"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-soft/60 font-semibold text-primary"
          >
            {initialsOf(company.name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="font-semibold text-ink">{company.name}</p>
          <p className="text-sm text-muted">
            /{company.slug} · {company.members} {company.members === 1 ? 'person' : 'people'} · added{' '}
            {formatDateTimeWithYear(company.createdAt).split(',')[0]}
          </p>
          {problem ? (
            <p role="alert" className="mt-1 text-sm font-medium text-error">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <button type="button" onClick={onRename} className={smallButton}>
          Edit<span className="sr-only"> {company.name}</span>
        </button>
        <ImagePickerButton
          label={company.logoUrl ? 'Replace logo' : 'Upload logo'}
          labelSuffix={`for ${company.name}`}
          icon={<ImageUp className="size-4" aria-hidden />}
          busy={upload.isPending}
          busyLabel="Uploading…"
          onFile={send}
          onProblem={setProblem}
          className={smallButton}
        />
        <button type="button" onClick={onDelete} className={smallDangerButton}>
          Delete<span className="sr-only"> {company.name}</span>
        </button>
      </div>
    </li>
  );
}

function CompaniesAdmin() {
  const list = useSearchParamsState('query');
  const companies = useCompanies({ query: list.query || undefined, page: list.page });
  const remove = useDeleteCompany();
  const [editing, setEditing] = useState<TCompany | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TCompany | null>(null);

  return (
    <ContentAdminPage
      section="companies"
      title="Companies"
      metaDescription="Manage the companies whose people book with Curo."
      description="Organisations whose people book with us at their own address. A company can be deleted once nobody belongs to it."
      actions={
        <button type="button" onClick={() => setEditing('new')} className={primaryButton}>
          <Building2 className="size-5" aria-hidden />
          Add company
        </button>
      }
    >
      <div className="flex flex-col gap-5">
        <SearchField
          id="company-search"
          value={list.search}
          onValueChange={list.setSearch}
          placeholder="Name or code"
          className="md:max-w-md"
        />
        <PagedList
          query={companies}
          what="the companies"
          summary={({ total }) => `${total} ${total === 1 ? 'company' : 'companies'}`}
          empty={
            <EmptyState
              title={list.query ? 'No company matches.' : 'There are no companies yet.'}
              action={
                list.query ? (
                  <button type="button" onClick={list.clear} className={linkButton}>
                    Clear the search
                  </button>
                ) : null
              }
            >
              {list.query
                ? 'Search by the name or the code.'
                : 'Add the organisations whose people book with us.'}
            </EmptyState>
          }
          pagesLabel="Pages of companies"
          onPage={list.setPage}
        >
          {(items) => (
            <ul className={`${card} divide-y divide-line`} aria-label="Companies">
              {items.map((company) => (
                <CompanyRow
                  key={company.id}
                  company={company}
                  onRename={() => setEditing(company)}
                  onDelete={() => setDeleting(company)}
                />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
      <CompanyDialog
        open={editing !== null}
        company={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? ''}?`}
        description={`Its address /${deleting?.slug ?? ''} will stop working. Only a company nobody belongs to can be deleted.`}
        confirmLabel="Delete company"
        doneMessage={`${deleting?.name ?? 'The company'} is deleted.`}
        onConfirm={() => remove.mutateAsync({ id: deleting?.id ?? '' })}
      />
    </ContentAdminPage>
  );
}

/** `/admin/companies`: companies with their member counts; add, rename, logo, delete. */
export function CompaniesAdminPage() {
  return (
    <AdminOnly>
      <CompaniesAdmin />
    </AdminOnly>
  );
}
