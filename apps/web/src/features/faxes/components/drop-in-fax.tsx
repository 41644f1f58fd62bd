import { useState } from 'react';
import { smallButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useDropInFax } from '../api/drop-in-fax';

/**
 * Development only (no fax provider set up, decision 0041): an admin adds a PDF as if it had been
 * faxed in, so the tray can be tried. Such faxes are marked as development faxes.
 */
export function DropInFax() {
  const drop = useDropInFax();
  const [file, setFile] = useState<File | null>(null);
  const [from, setFrom] = useState('');
  return (
    <form
      aria-label="Add a fax (development)"
      className="flex flex-col gap-2 rounded-lg border border-dashed border-line p-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!file) return;
        drop.mutate(
          { file, from },
          {
            onSuccess: () => {
              toast.success('Added to the Inbox as a development fax.');
              setFile(null);
              (e.target as HTMLFormElement).reset();
            },
            onError: (error) => toast.error(errorMessage(error)),
          },
        );
      }}
    >
      <p className="text-muted">
        No fax provider is set up, so no fax line reaches Curo. To try this screen, add a PDF as a received
        fax.
      </p>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-ink">PDF</span>
        <input type="file" accept="application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-ink">From (fax number)</span>
        <input
          className="min-h-11 rounded-lg border border-line px-3"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          placeholder="+61 2 9999 0000"
        />
      </label>
      <button type="submit" className={smallButton} disabled={!file || drop.isPending}>
        {drop.isPending ? 'Adding…' : 'Add as a received fax'}
      </button>
    </form>
  );
}
