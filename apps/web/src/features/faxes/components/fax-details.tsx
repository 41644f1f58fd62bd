import { FAX_FOLDERS, FAX_LABEL_MAX, FAX_NOTE_MAX, FAX_VIEW_LABELS, type TFaxFolder } from '@curo/core/faxes';
import { useEffect, useState } from 'react';
import { secondaryButton, smallButton, smallDangerButton } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useDeleteReceivedFax } from '../api/delete-received-fax';
import type { TReceivedFax } from '../api/get-received-faxes';
import { useMoveReceivedFax } from '../api/move-received-fax';
import { useRestoreReceivedFax } from '../api/restore-received-fax';
import { useUpdateReceivedFax } from '../api/update-received-fax';
import { FaxPreview } from './fax-preview';
import { FileToConsult } from './file-to-consult';
import { FileToPatient } from './file-to-patient';

/**
 * Runs a change and says how it went. The promise settles even when the fax has left the list
 * (filed, moved or deleted) and this panel with it, so the words are never lost.
 */
function settle<T>(change: Promise<T>, done: string, after?: () => void) {
  change.then(
    () => {
      toast.success(done);
      after?.();
    },
    (error: unknown) => toast.error(errorMessage(error)),
  );
}

/** One fax opened: its PDF, then what an admin does with it (label, note, read, file, move, delete). */
export function FaxDetails({ fax, onClose }: { fax: TReceivedFax; onClose: () => void }) {
  const update = useUpdateReceivedFax();
  const move = useMoveReceivedFax();
  const remove = useDeleteReceivedFax();
  const restore = useRestoreReceivedFax();
  const [label, setLabel] = useState(fax.label ?? '');
  const [note, setNote] = useState(fax.note ?? '');
  const [folder, setFolder] = useState<TFaxFolder>(fax.folder === 'filed' ? 'inbox' : fax.folder);
  const deleted = fax.status === 'deleted';
  const busy = update.isPending || move.isPending || remove.isPending || restore.isPending;

  // Opening a fax marks it read, once.
  const markRead = update.mutate;
  useEffect(() => {
    if (!fax.read && !deleted) markRead({ id: fax.id, read: true });
  }, [fax.id, fax.read, deleted, markRead]);

  return (
    <section aria-labelledby="fax-details-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="fax-details-heading" className="text-lg font-semibold text-ink">
          Fax from {fax.fromNumber ?? 'an unknown number'}
        </h2>
        <button type="button" className={smallButton} onClick={onClose}>
          Close
        </button>
      </div>
      <p className="text-sm text-muted">
        Received {formatDateTimeWithYear(fax.receivedAt)}
        {fax.source === 'development' ? ' · dropped in during development, not from a fax line' : ''}
        {fax.patient ? ` · filed with ${fax.patient.name}` : ''}
        {fax.purgeAfter ? ` · deleted; purged for good after ${formatDateTimeWithYear(fax.purgeAfter)}` : ''}
      </p>
      <FaxPreview id={fax.id} />
      {deleted ? (
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => settle(restore.mutateAsync(fax.id), 'The fax is back where it was.')}
        >
          Restore
        </button>
      ) : (
        <>
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              settle(update.mutateAsync({ id: fax.id, label, note }), 'Saved.');
            }}
          >
            <TextField
              id="fax-label"
              name="label"
              label="Label"
              value={label}
              onValueChange={setLabel}
              maxLength={FAX_LABEL_MAX}
              optional
            />
            <TextAreaField
              id="fax-note"
              name="note"
              label="Note"
              value={note}
              onValueChange={setNote}
              maxLength={FAX_NOTE_MAX}
              optional
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={smallButton} disabled={busy}>
                Save label and note
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={busy}
                onClick={() =>
                  settle(update.mutateAsync({ id: fax.id, read: false }), 'Marked as unread.', onClose)
                }
              >
                Mark as unread
              </button>
            </div>
          </form>
          <FileToPatient
            busy={busy}
            onFile={(patient) =>
              settle(
                move.mutateAsync({ id: fax.id, to: { kind: 'patient', patientId: patient.id } }),
                `Filed into ${patient.name}’s record.`,
              )
            }
          />
          {fax.patient ? (
            <FileToConsult
              patient={fax.patient}
              currentAppointmentId={fax.appointmentId}
              busy={busy}
              onFile={(appointmentId) =>
                settle(
                  move.mutateAsync({ id: fax.id, to: { kind: 'appointment', appointmentId } }),
                  'Filed under the consult.',
                )
              }
            />
          ) : null}
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-48 flex-1">
              <SelectField
                id="fax-folder"
                label="Move to a folder"
                value={folder}
                onValueChange={setFolder}
                options={FAX_FOLDERS.map((f) => ({ value: f, label: FAX_VIEW_LABELS[f] }))}
              />
            </div>
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={() =>
                settle(
                  move.mutateAsync({ id: fax.id, to: { kind: 'folder', folder } }),
                  `Moved to ${FAX_VIEW_LABELS[folder]}.`,
                )
              }
            >
              Move
            </button>
          </div>
          <button
            type="button"
            className={smallDangerButton}
            disabled={busy}
            onClick={() =>
              settle(
                remove.mutateAsync(fax.id),
                'Deleted. It can be restored for 30 days from the Deleted folder.',
                onClose,
              )
            }
          >
            Delete
          </button>
        </>
      )}
    </section>
  );
}
