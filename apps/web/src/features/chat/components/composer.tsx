import { CHAT_MESSAGE_MAX_LENGTH } from '@curo/core/chat';
import { FileText, Paperclip, SendHorizontal, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { primaryButton, smallButton } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-message';
import { describedBy } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { formatBytes } from '../../../lib/file-size';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useComposerForm } from '../hooks/use-composer-form';
import { ATTACHMENT_ACCEPT } from '../utils/attachment-problem';

/** The count shows from here on, so it is there before the limit and not in the way before that. */
const COUNT_FROM = CHAT_MESSAGE_MAX_LENGTH - 400;
const number = new Intl.NumberFormat('en-AU');

/**
 * The send box: Enter sends and Shift+Enter starts a new line (on a touch screen, whose keyboard
 * has no Shift+Enter, Enter is a new line and the button sends). An image or a PDF may go with
 * the text. When the chat closes or the API refuses, the text stays (read-only once closed) so
 * nothing typed is lost.
 */
export function Composer({
  appointmentId,
  canWrite,
  onSent,
}: {
  appointmentId: string;
  canWrite: boolean;
  onSent: () => void;
}) {
  const { form, idFor, choose, submit, pending, uploading } = useComposerForm(appointmentId, onSent);
  const touch = useMediaQuery('(pointer: coarse)', false);
  const { values, errors } = form;
  if (!canWrite && !values.text && !values.file) return null;

  const fileId = idFor('file');
  const length = values.text.length;
  const over = length > CHAT_MESSAGE_MAX_LENGTH;
  const enterSends = !touch;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!enterSends || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // An empty box stays quiet on Enter; the Send button says what is missing.
    if (canWrite && (values.text.trim() || values.file)) void submit();
  };

  return (
    <form
      noValidate
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-2 border-t border-line p-3 sm:p-4"
    >
      {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
      <TextAreaField
        {...form.text('text')}
        label="Your message"
        rows={2}
        heightClass="min-h-[4.75rem] max-h-48 [field-sizing:content]"
        readOnly={!canWrite}
        onKeyDown={onKeyDown}
        hint={
          length >= COUNT_FROM ? (
            <span className={over ? 'font-medium text-error' : 'font-medium text-warning'}>
              {number.format(length)} of {number.format(CHAT_MESSAGE_MAX_LENGTH)} characters
              {over ? `: ${number.format(length - CHAT_MESSAGE_MAX_LENGTH)} too many` : ''}
            </span>
          ) : enterSends ? (
            'Enter sends; Shift+Enter starts a new line.'
          ) : undefined
        }
      />
      {values.file ? (
        <div className="flex items-center gap-2 rounded-lg border border-line bg-surface py-1 pr-1 pl-3 text-sm">
          <FileText aria-hidden className="size-4 shrink-0 text-muted" />
          <span className="min-w-0 flex-1 truncate text-ink">{values.file.name}</span>
          <span className="shrink-0 text-muted">{formatBytes(values.file.size)}</span>
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-white hover:text-ink"
            onClick={() => form.setValue('file', null)}
            disabled={pending}
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">Remove {values.file.name}</span>
          </button>
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <div>
          <input
            id={fileId}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            className="peer sr-only"
            disabled={!canWrite || pending}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy(errors.file && `${fileId}-error`, `${fileId}-hint`)}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label
            htmlFor={fileId}
            className={`${smallButton} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-primary peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-70`}
          >
            <Paperclip aria-hidden className="size-4" />
            Attach<span className="sr-only"> an image or PDF</span>
          </label>
        </div>
        <button type="submit" className={primaryButton} disabled={!canWrite || pending}>
          <SendHorizontal aria-hidden className="size-4" />
          {uploading ? 'Uploading…' : pending ? 'Sending…' : 'Send'}
        </button>
      </div>
      {errors.file ? <FieldError id={`${fileId}-error`}>{errors.file}</FieldError> : null}
      <p id={`${fileId}-hint`} className="text-xs text-muted">
        You can attach a JPEG, PNG or WebP image or a PDF, up to 10 MB.
      </p>
    </form>
  );
}
