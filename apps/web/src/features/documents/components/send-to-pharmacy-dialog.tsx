import type { TClinicalDocument } from '@curo/core/documents';
import { pharmacyAddressLine, pharmacyWords, type TPharmacyChannel } from '@curo/core/pharmacies';
import { useId, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ToggleField } from '../../../components/ui/toggle-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useDocumentPharmacy, useSendToPharmacy } from '../api/send-to-pharmacy';

/**
 * The issuing doctor sends a document to the pharmacy the patient chose on their profile
 * (decision 0066): by fax (the PDF itself) or email (a link that works once), once they confirm the
 * patient asked for it.
 */
export function SendToPharmacyDialog({
  document,
  open,
  onClose,
}: {
  document: TClinicalDocument;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Send ${document.title.toLowerCase()} to the patient’s pharmacy`}
      description="The pharmacy the patient chose on their profile. A fax carries the document; an email carries a link that works once."
    >
      {open ? <SendForm document={document} onSent={onClose} /> : null}
    </FormDialog>
  );
}

function SendForm({ document, onSent }: { document: TClinicalDocument; onSent: () => void }) {
  const prefix = useId();
  const pharmacy = useDocumentPharmacy(document.id, true);
  const send = useSendToPharmacy(document.id);
  const [channel, setChannel] = useState<TPharmacyChannel | null>(null);
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (pharmacy.isPending) return <p className="text-muted">Loading the patient’s pharmacy…</p>;
  if (pharmacy.isError)
    return <p className="text-error">The pharmacy could not be loaded: {errorMessage(pharmacy.error)}</p>;
  const chosen = pharmacy.data.pharmacy;
  if (!chosen)
    return (
      <p className="text-ink" role="status">
        {pharmacyWords.noPreferred}. They can choose one on their profile.
      </p>
    );
  const options = (
    [
      ['fax', chosen.fax ? `Fax to ${chosen.fax}` : null],
      ['email', chosen.email ? `Email a link to ${chosen.email}` : null],
    ] as const
  ).filter((o): o is readonly [TPharmacyChannel, string] => o[1] !== null);
  const picked = channel ?? options[0]?.[0] ?? null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    if (!consent) return setProblem(pharmacyWords.consent);
    setProblem(null);
    try {
      const sent = await send.mutateAsync({ channel: picked, consent: true });
      toast.success(`Sent to ${sent.pharmacyName} by ${sent.channel}`);
      onSent();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} aria-label="Send to pharmacy" className="flex flex-col gap-4">
      <div className="rounded-card border border-line p-4">
        <p className="font-semibold text-ink">{chosen.name}</p>
        <p className="text-sm text-muted">{pharmacyAddressLine(chosen)}</p>
      </div>
      {options.length === 0 ? (
        <p className="text-ink">This pharmacy has no fax number or email address on file.</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">Send by</legend>
          {options.map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-ink">
              <input
                type="radio"
                name={`${prefix}-channel`}
                value={value}
                checked={picked === value}
                onChange={() => setChannel(value)}
                className="size-5 accent-primary"
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <ToggleField
        id={`${prefix}-consent`}
        label="The patient asked for this document to go to this pharmacy"
        checked={consent}
        onCheckedChange={setConsent}
        hint="Recorded with your name and the time."
      />
      {problem ? (
        <p className="text-sm text-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onSent}>
          Cancel
        </button>
        <button type="submit" className={primaryButton} disabled={!picked || send.isPending}>
          {send.isPending ? 'Sending…' : 'Send to pharmacy'}
        </button>
      </div>
    </form>
  );
}
