import type { TUploadedImage } from '@curo/core/content';
import { ImagePlus } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { smallButton } from '../../../components/ui/button';
import { controlBorder, describedBy } from '../../../components/ui/field-styles';
import { Markdown } from '../../../components/ui/markdown';
import { errorMessage } from '../../../lib/error-message';
import { insertText } from '../utils/insert-text';
import { ImagePickerButton } from './image-picker-button';

/** "heat-wave_tips.PNG" → "heat wave tips": a first description for the admin to improve. */
export function altFromFileName(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_.]+/g, ' ')
    .trim();
  return words || 'Image';
}

interface MarkdownEditorProps {
  id: string;
  /** Given, the text box takes it, as the form's other fields do (`form.text`). */
  name?: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /** Set when a form-level error (in the element with `alertId`) is about this field too. */
  alertId?: string;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
  /** Given, the toolbar offers "Insert image": the upload's Markdown goes in at the cursor. */
  uploadImage?: (file: File) => Promise<TUploadedImage>;
  /** Side by side, the panes share a height and scroll inside it: most of the screen when tall. */
  tall?: boolean;
}

const pane = 'min-w-0 @3xl:min-h-0';
const segment = (on: boolean) =>
  `flex min-h-11 items-center rounded-md px-3 text-sm font-semibold transition-colors ${
    on ? 'bg-white text-primary shadow-sm ring-1 ring-line' : 'text-muted hover:text-ink'
  }`;

/**
 * Markdown with a live preview, rendered as the site renders it (raw HTML dropped). Where there
 * is room (its container at least 48 rem wide) the preview sits beside the text; in a phone or a
 * dialog, Write and Preview take turns. Images are uploaded and put in at the cursor with their
 * description selected, ready to be typed over.
 */
export function MarkdownEditor({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  alertId,
  hint,
  rows = 12,
  maxLength,
  uploadImage,
  tall = false,
}: MarkdownEditorProps) {
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  /** The text as it is now, for an upload that finishes after more typing. */
  const latest = useRef(value);
  latest.current = value;
  const [selectAfterInsert, setSelectAfterInsert] = useState<[number, number] | null>(null);

  useEffect(() => {
    if (!selectAfterInsert) return;
    const element = textarea.current;
    element?.focus();
    element?.setSelectionRange(...selectAfterInsert);
    setSelectAfterInsert(null);
  }, [selectAfterInsert]);

  const insertImage = async (file: File) => {
    if (!uploadImage) return;
    setUploading(true);
    setUploadError(null);
    try {
      const image = await uploadImage(file);
      const alt = altFromFileName(file.name);
      const element = textarea.current;
      const current = latest.current;
      const start = element?.selectionStart ?? current.length;
      const end = element?.selectionEnd ?? current.length;
      const { value: next, inserted } = insertText(current, start, end, `![${alt}](${image.url})`, {
        block: true,
      });
      onValueChange(next);
      setMode('write');
      // Inside the brackets: the description.
      setSelectAfterInsert([inserted + 2, inserted + 2 + alt.length]);
    } catch (failure) {
      setUploadError(errorMessage(failure));
    } finally {
      setUploading(false);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const uploadErrorId = uploadError ? `${id}-upload-error` : undefined;
  const invalid = Boolean(error || alertId);
  return (
    <div className="@container">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          {uploadImage ? (
            <ImagePickerButton
              label="Insert image"
              icon={<ImagePlus className="size-4" aria-hidden />}
              busy={uploading}
              busyLabel="Uploading image…"
              onFile={(file) => void insertImage(file)}
              onProblem={setUploadError}
              className={smallButton}
            />
          ) : null}
          <fieldset className="flex gap-1 rounded-lg border border-line bg-surface p-1 @3xl:hidden">
            <legend className="sr-only">{label}: write or preview</legend>
            <button
              type="button"
              aria-pressed={mode === 'write'}
              onClick={() => setMode('write')}
              className={segment(mode === 'write')}
            >
              Write
            </button>
            <button
              type="button"
              aria-pressed={mode === 'preview'}
              onClick={() => setMode('preview')}
              className={segment(mode === 'preview')}
            >
              Preview
            </button>
          </fieldset>
        </div>
      </div>
      {uploadError ? (
        <p id={uploadErrorId} role="alert" className="mt-2 text-sm font-medium text-error">
          {uploadError}
        </p>
      ) : null}
      <div
        className={`mt-2 grid gap-4 @3xl:grid-cols-2 @3xl:grid-rows-[minmax(0,1fr)] ${tall ? '@3xl:h-[min(75vh,760px)]' : '@3xl:h-80'}`}
      >
        <div className={`${pane} ${mode === 'write' ? '' : 'hidden @3xl:block'}`}>
          <textarea
            ref={textarea}
            id={id}
            name={name}
            rows={rows}
            value={value}
            maxLength={maxLength}
            onChange={(e) => onValueChange(e.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy(errorId, alertId, uploadErrorId, hintId)}
            spellCheck
            className={`block h-full min-h-64 w-full resize-y rounded-lg @3xl:min-h-0 @3xl:resize-none border bg-white px-3 py-2.5 font-mono text-[15px] leading-relaxed text-ink focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none ${controlBorder(invalid)}`}
          />
        </div>
        <section
          aria-label={`Preview of ${label.toLowerCase()}`}
          className={`${pane} ${mode === 'preview' ? '' : 'hidden @3xl:block'}`}
        >
          <div className="h-full min-h-64 overflow-auto rounded-lg border border-dashed @3xl:min-h-0 border-line bg-surface/60 px-4 py-3">
            <p className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase" aria-hidden>
              Preview
            </p>
            {value.trim() ? (
              <Markdown className="text-base">{value}</Markdown>
            ) : (
              <p className="text-muted">What you write appears here as readers will see it.</p>
            )}
          </div>
        </section>
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {hint ?? (
          <>
            Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>- list</code>,{' '}
            <code>[link](/pricing)</code>. Raw HTML is not shown.
          </>
        )}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
