import { SHEET_ROW_LIMIT, type TAdminView } from '@curo/core/scheduling-staff';
import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { secondaryButton } from '../../../components/ui/button';
import { saveBlob } from '../../../lib/api-file';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { type TSheetExport, useExportAdminSheet } from '../api/export-admin-sheet';
import type { TStaffFilters } from '../api/staff-list-query';

const count = new Intl.NumberFormat('en-AU');
const consults = (n: number) => `${count.format(n)} ${n === 1 ? 'consult' : 'consults'}`;

interface ExportSheetButtonProps {
  view: TAdminView;
  filters: TStaffFilters;
  /** How many consults the sheet on screen matches, when known. */
  matching?: number;
}

/**
 * "Export CSV": downloads the sheet's view and filters as a spreadsheet file, says how many rows
 * it holds, and warns when more matched than one file holds (SHEET_ROW_LIMIT).
 */
export function ExportSheetButton({ view, filters, matching }: ExportSheetButtonProps) {
  const exporter = useExportAdminSheet();
  const [done, setDone] = useState<TSheetExport | null>(null);

  const start = () => {
    setDone(null);
    exporter.mutate(
      { view, filters },
      {
        onSuccess: (result) => {
          saveBlob(result.blob, result.filename);
          setDone(result);
          toast.success(`Downloaded ${consults(result.rows)} as ${result.filename}.`);
        },
        onError: (error) => toast.error(`We could not export the sheet. ${errorMessage(error)}`),
      },
    );
  };

  const tooMany = (done?.total ?? matching ?? 0) > SHEET_ROW_LIMIT;
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <button type="button" onClick={start} disabled={exporter.isPending} className={secondaryButton}>
        {exporter.isPending ? (
          <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <Download className="size-5" aria-hidden />
        )}
        {exporter.isPending ? 'Preparing the CSV…' : 'Export CSV'}
      </button>
      <p role="status" className="text-sm text-muted sm:text-right">
        {done
          ? `The file holds ${consults(done.rows)}.`
          : matching !== undefined && !tooMany
            ? `${consults(matching)} will be exported.`
            : ''}
      </p>
      {tooMany ? (
        <p className="max-w-[44ch] rounded-lg border border-warning/30 bg-amber-50 p-3 text-sm text-warning sm:text-right">
          {consults(done?.total ?? matching ?? 0)} match, and one file holds at most{' '}
          {count.format(SHEET_ROW_LIMIT)}. Narrow the filters (a shorter date range, say) and export the rest
          separately.
        </p>
      ) : null}
    </div>
  );
}
