import { Upload } from 'lucide-react';
import { secondaryButton } from '../../../components/ui/button';
import { IMAGE_ACCEPT } from '../utils/image-file';

interface ImagePickerProps {
  id: string;
  /** The button's words, which are also the file input's name: "Upload a photo". */
  label: string;
  hint: string;
  /** What is happening while busy, for the progress bar's name: "Uploading your photo". */
  busyLabel: string;
  /** The upload a chosen file goes to, as `useImageUpload` gives it. */
  upload: { busy: boolean; error: string | null; choose: (file: File | undefined) => void };
}

/**
 * A file input that looks like a button. The input itself stays in the page (visually hidden) so
 * it keeps its label, its keyboard behaviour and its error; its focus ring is drawn on the button.
 */
export function ImagePicker({ id, label, hint, busyLabel, upload }: ImagePickerProps) {
  const { busy, error } = upload;
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={busy}
          aria-invalid={Boolean(error)}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          onChange={(e) => {
            upload.choose(e.target.files?.[0]);
            // Choosing the same file again, after an error, should try again.
            e.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={`${secondaryButton} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-70`}
        >
          <Upload className="size-4" aria-hidden />
          {busy ? `${busyLabel}…` : label}
        </label>
      </div>
      {busy ? (
        <div
          role="progressbar"
          aria-label={busyLabel}
          className="mt-3 h-1.5 w-full max-w-[240px] overflow-hidden rounded-full bg-primary-soft"
        >
          <div className="h-full w-1/3 animate-[page-loading_1.2s_ease-in-out_infinite] bg-primary motion-reduce:w-full motion-reduce:animate-none" />
        </div>
      ) : null}
      <p id={hintId} className="mt-2 text-sm text-muted">
        {hint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
