import { PRIVACY_EXPORTS_PER_WINDOW, type TPrivacyExportFormat } from '@curo/core/privacy';
import { Download, FileJson, FileText } from 'lucide-react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/error-message';
import { useDownloadMyRecord } from '../api/download-my-record';

const BUTTONS: ReadonlyArray<{
  format: TPrivacyExportFormat;
  label: string;
  icon: typeof FileText;
  look: string;
}> = [
  { format: 'pdf', label: 'Download as PDF', icon: FileText, look: primaryButton },
  { format: 'json', label: 'Download as JSON', icon: FileJson, look: secondaryButton },
];

/**
 * "Your information": a patient's copy of everything Curo holds about them (Australian Privacy
 * Principle 12; decision 0057), as a PDF to read or a JSON file for another service. One download
 * at a time: both buttons wait while a file is prepared, and the one in use says so.
 */
export function YourInformationCard() {
  const download = useDownloadMyRecord();
  const preparing = download.isPending ? download.variables : null;

  return (
    <SectionCard
      id="your-information"
      title="Your information"
      icon={Download}
      description="Download a copy of everything Curo holds about you: your details, consults, messages, note summaries, documents, payments and who has opened your record."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        {BUTTONS.map(({ format, label, icon: Icon, look }) => (
          <button
            key={format}
            type="button"
            className={`${look} w-full sm:w-auto`}
            disabled={download.isPending}
            aria-busy={preparing === format}
            onClick={() => download.mutate(format)}
          >
            <Icon className="size-5" aria-hidden />
            {preparing === format ? 'Preparing your file…' : label}
          </button>
        ))}
      </div>
      <p role="status" className="mt-3 text-sm text-muted">
        {download.isSuccess ? `Downloaded ${download.data}.` : null}
      </p>
      {download.isError ? (
        <p role="alert" className="mt-1 text-sm text-error">
          {errorMessage(download.error)}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-muted">
        Your doctor’s full clinical notes are part of your record too. Ask us for them and a clinician will
        send you a copy. You can download up to {PRIVACY_EXPORTS_PER_WINDOW} copies an hour.
      </p>
    </SectionCard>
  );
}
