import { CONTENT_IMAGE_MAX_BYTES } from '@curo/core/content';
import { uploadMessages } from '@curo/core/users';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** Why `file` will not be accepted, before it is sent; the server checks its bytes again. */
export function imageProblem(file: File): string | null {
  if (file.type && !ACCEPTED.includes(file.type)) return uploadMessages.wrongType;
  if (file.size > CONTENT_IMAGE_MAX_BYTES) return uploadMessages.tooLarge;
  return null;
}

interface ImagePickerButtonProps {
  /** The button's words, which also name the file box. */
  label: string;
  /** More words for screen readers only, naming what the image is for: "for Redgum Logistics". */
  labelSuffix?: string;
  icon?: ReactNode;
  busy: boolean;
  busyLabel: string;
  onFile: (file: File) => void;
  /** A file that will not do: too big or not an image. */
  onProblem: (message: string) => void;
  className: string;
  disabled?: boolean;
}

/**
 * A button that opens the file picker for one image (JPEG, PNG or WebP, at most 5 MB). The file
 * box itself is hidden: the button is what keyboards and screen readers meet.
 */
export function ImagePickerButton({
  label,
  labelSuffix,
  icon,
  busy,
  busyLabel,
  onFile,
  onProblem,
  className,
  disabled = false,
}: ImagePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={busy || disabled}
        aria-busy={busy}
        className={className}
      >
        {busy ? <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden /> : icon}
        {busy ? busyLabel : label}
        {labelSuffix ? <span className="sr-only"> {labelSuffix}</span> : null}
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        aria-label={labelSuffix ? `${label} ${labelSuffix}` : label}
        tabIndex={-1}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a failure.
          event.target.value = '';
          if (!file) return;
          const problem = imageProblem(file);
          if (problem) onProblem(problem);
          else onFile(file);
        }}
      />
    </>
  );
}
