import { useState } from 'react';
import { smallButton } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { usePatientSearch } from '../api/search-patients';

/** Finds a patient by name or email (the admin's user search) and offers to file the fax with them. */
export function FileToPatient({
  busy,
  onFile,
}: {
  busy: boolean;
  onFile: (patient: { id: string; name: string }) => void;
}) {
  const [query, setQuery] = useState('');
  const search = usePatientSearch(query);
  const items = search.data?.items ?? [];
  return (
    <div className="flex flex-col gap-2">
      <SearchField
        id="fax-patient-search"
        label="File into a patient’s record"
        value={query}
        onValueChange={setQuery}
        placeholder="Patient’s name or email"
      />
      {query.trim().length >= 2 && search.isFetched && items.length === 0 ? (
        <p className="text-sm text-muted">No patient matches.</p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Matching patients" className="flex flex-col gap-2">
          {items.map((p) => {
            const name = `${p.firstName} ${p.lastName}`.trim();
            return (
              <li
                key={p.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-2"
              >
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="font-medium text-ink">{name}</span>{' '}
                  <span className="text-sm text-muted">{p.email}</span>
                </span>
                <button
                  type="button"
                  disabled={busy}
                  className={smallButton}
                  onClick={() => onFile({ id: p.id, name })}
                >
                  File with {name}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
