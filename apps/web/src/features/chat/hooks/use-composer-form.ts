import { chatMessages, ZChatAttachmentText, ZChatMessageInput } from '@curo/core/chat';
import { useCallback } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';
import { useSendChatAttachment } from '../api/send-chat-attachment';
import { useSendChatMessage } from '../api/send-chat-message';
import { attachmentProblem } from '../utils/attachment-problem';

export type TComposerField = 'text' | 'file';
export interface TComposerValues {
  text: string;
  file: File | null;
}
const ORDER: readonly TComposerField[] = ['text', 'file'];

/** A chosen file, checked by the API's limits before anything is uploaded. */
const ZChosenFile = z
  .custom<File>((value) => value instanceof File, { error: chatMessages.attachmentMissing })
  .superRefine((file, ctx) => {
    const problem = attachmentProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const ZChosen = z.object({ file: ZChosenFile });
/** A message with a file: the text beside it may be empty (the API's multipart `text`). */
const ZWithFile = z.object({ text: ZChatAttachmentText, file: ZChosenFile });

/** The API's refusals that are about the file: too large (413) or not an image or PDF (415). */
const aboutFile = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 413 || error.status === 415);

/**
 * The send box of one consult's chat: the text and an optional file, checked with the schemas
 * the API uses. What the API refuses (too long, closed, not allowed) is shown in the box and the
 * typed text stays, so nothing is lost.
 */
export function useComposerForm(appointmentId: string, onSent: () => void) {
  const idFor = useCallback((field: TComposerField) => `chat-${appointmentId}-${field}`, [appointmentId]);
  const form = useFormState<TComposerField, TComposerValues>({ text: '', file: null }, idFor);
  const sendText = useSendChatMessage(appointmentId);
  const sendFile = useSendChatAttachment(appointmentId);
  const pending = sendText.isPending || sendFile.isPending;

  /** Takes a file from the picker only if it can be sent; otherwise says why at the picker. */
  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const chosen = form.check(ZChosen, { file: picked }, ['file']);
    if (chosen) form.setValue('file', chosen.file);
  };

  const submit = async () => {
    if (pending) return;
    const { text, file } = form.current();
    try {
      if (file) {
        const body = form.check(ZWithFile, { text, file }, ORDER);
        if (!body) return;
        await sendFile.mutateAsync(body);
      } else {
        const body = form.check(ZChatMessageInput, { text }, ORDER);
        if (!body) return;
        await sendText.mutateAsync(body);
      }
    } catch (error) {
      if (aboutFile(error)) form.showFieldErrors({ file: error.message }, ORDER);
      else form.showFormError(errorMessage(error), ['text']);
      return;
    }
    form.resetValues({ text: '', file: null });
    onSent();
  };

  return { form, idFor, choose, submit, pending, uploading: sendFile.isPending };
}
