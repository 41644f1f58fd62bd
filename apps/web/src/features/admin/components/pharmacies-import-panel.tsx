import {
  PHARMACY_CSV_COLUMNS,
  PHARMACY_IMPORT_MAX_BYTES,
  PHARMACY_IMPORT_MAX_ROWS,
  pharmacyWords,
  type TPharmacyImportReport,
} from '@curo/core/pharmacies';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useImportPharmacies } from '../api/import-pharmacies';

const MAX_MB = PHARMACY_IMPORT_MAX_BYTES / 1024 / 1024;

/** The file's text, UTF-8 (FileReader, which every browser and the test DOM have). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsText(file);
  });

/**
 * Admins load the pharmacy directory from a CSV (decision 0065): new pharmacies are added, known
 * ones (same name, address and postcode) updated, and every rejected row is listed with its line
 * number and why, so the file can be fixed and loaded again.
 */
export function PharmaciesImportPanel() {
  const id = useId();
  const upload = useImportPharmacies();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<TPharmacyImportReport | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setProblem(null);
    setReport(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose a CSV file first');
    if (file.size > PHARMACY_IMPORT_MAX_BYTES) return setProblem(pharmacyWords.importTooLarge);
    setProblem(null);
    try {
      setReport(await upload.mutateAsync(await readText(file)));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-[70ch] text-muted">
        <p>
          A CSV file with a header line naming the columns: {PHARMACY_CSV_COLUMNS.join(', ')}. Name, address,
          suburb, state and postcode are needed; without a latitude and longitude a pharmacy is placed at its
          postcode.
        </p>
        <p className="mt-2">
          At most {MAX_MB} MB and {PHARMACY_IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows. A pharmacy with the
          same name, address and postcode as one already listed is updated; none are removed.
        </p>
      </div>
      <form
        onSubmit={submit}
        aria-label="Import pharmacies"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium text-ink">
            Pharmacy CSV file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={pick}
            className="block min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink"
          />
        </div>
        <button type="submit" className={primaryButton} disabled={upload.isPending}>
          {upload.isPending ? 'Importing…' : 'Import'}
        </button>
      </form>
      {problem ? (
        <p className="text-error" role="alert">
          {problem}
        </p>
      ) : null}
      {report ? <ImportReport report={report} /> : null}
    </div>
  );
}

function ImportReport({ report }: { report: TPharmacyImportReport }) {
  return (
    <section aria-labelledby="import-report-heading" className="flex flex-col gap-3" aria-live="polite">
      <h3 id="import-report-heading" className="text-lg font-semibold text-ink">
        Import report
      </h3>
      <p className="text-ink" role="status">
        {report.rows} rows read: {report.created} added, {report.updated} updated, {report.rejected.length}{' '}
        rejected.
      </p>
      {report.rejected.length > 0 ? (
        <div className="overflow-x-auto rounded-card border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Rejected rows</caption>
            <thead className="bg-surface text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Line
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Why it was rejected
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {report.rejected.map((r) => (
                <tr key={r.row}>
                  <td className="px-4 py-2 tabular-nums text-ink">{r.row}</td>
                  <td className="px-4 py-2 text-ink">{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
