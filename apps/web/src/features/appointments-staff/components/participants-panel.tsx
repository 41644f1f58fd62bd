import type { TParticipant } from '@curo/core/scheduling-staff';
import { ZAddParticipantRequest } from '@curo/core/scheduling-staff';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { smallButton, smallDangerButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useInviteGuest, useRemoveParticipant } from '../api/participants';
import { formatWhen } from '../utils/format-when';
import { ActionDialog } from './action-dialog';

const ROLE_LABELS: Record<TParticipant['role'], string> = {
  guest: 'Guest',
  nurse: 'Nurse',
  interpreter: 'Interpreter',
  family: 'Family',
  doctor: 'Doctor',
};

function joinedText(p: TParticipant): string {
  if (p.acceptedAt) return `Joined ${formatWhen(p.acceptedAt)}`;
  if (p.invited) return 'Invited; has not opened the link yet';
  return 'Has access with their own account';
}

type TGuestField = 'name' | 'email';
const GUEST_ORDER: readonly TGuestField[] = ['name', 'email'];
const guestIdFor = (field: TGuestField) => `invite-guest-${field}`;

function InviteGuestDialog({ appointmentId, onClose }: { appointmentId: string; onClose: () => void }) {
  const invite = useInviteGuest();
  const form = useFormState({ name: '', email: '' }, guestIdFor, { alertId: 'invite-guest-alert' });

  const submit = async () => {
    const input = form.check(
      ZAddParticipantRequest,
      { appointmentId, name: form.values.name, email: form.values.email.trim(), role: 'guest' },
      GUEST_ORDER,
    );
    if (!input) return;
    if (
      await form.send(() => invite.mutateAsync({ appointmentId, name: input.name, email: input.email ?? '' }))
    ) {
      toast.success(`${input.name} has been emailed a link to join. It works once.`);
      onClose();
    }
  };

  return (
    <ActionDialog
      open
      onClose={onClose}
      id="invite-guest"
      title="Invite a guest"
      description="A carer, interpreter or family member. We email them a single-use link to join this consult."
      submitLabel="Send the invitation"
      pendingLabel="Sending…"
      pending={invite.isPending}
      error={form.formError}
      onSubmit={submit}
    >
      <TextField label="Name" autoComplete="off" {...form.text('name')} />
      <TextField label="Email" type="email" autoComplete="off" {...form.text('email')} />
    </ActionDialog>
  );
}

/** The people in a consult besides patient and doctor: invite a guest by email, or take someone out. */
export function ParticipantsPanel({
  appointmentId,
  participants,
}: {
  appointmentId: string;
  participants: readonly TParticipant[];
}) {
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TParticipant | null>(null);
  const remove = useRemoveParticipant();

  return (
    <section aria-labelledby="participants-heading" className={`${card} p-5 sm:p-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="participants-heading" className="text-lg font-semibold text-ink">
          Participants
        </h2>
        <button type="button" onClick={() => setInviting(true)} className={smallButton}>
          <UserPlus className="size-4" aria-hidden />
          Invite a guest
        </button>
      </div>
      {participants.length === 0 ? (
        <p className="mt-3 text-muted">
          Only the patient and the doctor. Invite a carer, interpreter or family member if they should join.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {participants.map((p) => (
            <li
              key={p.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {p.name} <span className="font-normal text-muted">· {ROLE_LABELS[p.role]}</span>
                </p>
                {p.email ? <p className="text-sm break-all text-muted">{p.email}</p> : null}
                <p className="text-sm text-muted">{joinedText(p)}</p>
              </div>
              <button
                type="button"
                onClick={() => setRemoving(p)}
                className={`${smallDangerButton} self-start`}
              >
                Remove<span className="sr-only"> {p.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {inviting ? (
        <InviteGuestDialog appointmentId={appointmentId} onClose={() => setInviting(false)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing?.name ?? ''}?`}
        description="They can no longer join this consult, and an unused link stops working."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        onConfirm={() =>
          removing ? remove.mutateAsync({ id: removing.id, appointmentId }) : Promise.resolve()
        }
        doneMessage={`${removing?.name ?? 'They'} can no longer join this consult.`}
      />
    </section>
  );
}
