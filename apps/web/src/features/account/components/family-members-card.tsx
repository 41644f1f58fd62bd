import type { TFamilyMember } from '@curo/core/family';
import { HeartHandshake, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { secondaryButton } from '../../../components/ui/button';
import { LoadProblem } from '../../../components/ui/load-problem';
import { SectionCard } from '../../../components/ui/section-card';
import { useFamilyMembers } from '../api/get-family-members';
import { relationshipLabel } from '../utils/family-member-values';
import { formatDate } from '../utils/format-date';
import { FamilyMemberForm } from './family-member-form';
import { RemoveFamilyMemberDialog } from './remove-family-member-dialog';

const ADD_BUTTON_ID = 'family-add';
const editButtonId = (id: string) => `family-edit-${id}`;

/** Small buttons in a row: still 44 px tall, with the person's name for screen readers. */
const rowButton =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors';

function MemberRow({
  member,
  onEdit,
  onRemove,
}: {
  member: TFamilyMember;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-ink">{name}</h3>
        <p className="text-sm text-muted">
          {relationshipLabel(member.relationship)} · Born {formatDate(member.dateOfBirth)}
          {member.medicareIrn ? ` · IRN ${member.medicareIrn}` : ''}
        </p>
      </div>
      <div className="-mx-3 flex gap-1 sm:mx-0">
        <button
          id={editButtonId(member.id)}
          type="button"
          onClick={onEdit}
          className={`${rowButton} text-primary hover:bg-primary-soft`}
        >
          <Pencil className="size-4" aria-hidden />
          Edit<span className="sr-only"> {name}</span>
        </button>
        <button type="button" onClick={onRemove} className={`${rowButton} text-error hover:bg-red-50`}>
          <Trash2 className="size-4" aria-hidden />
          Remove<span className="sr-only"> {name}</span>
        </button>
      </div>
    </div>
  );
}

type TMode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: string };

/**
 * The people a patient books for: children, a partner, a parent. Added and edited in place; removed
 * after a confirmation. When a form closes, focus goes back to the button that opened it.
 */
export function FamilyMembersCard() {
  const query = useFamilyMembers();
  const [mode, setMode] = useState<TMode>({ kind: 'list' });
  const [removing, setRemoving] = useState<TFamilyMember | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);

  useEffect(() => {
    if (mode.kind !== 'list' || !returnFocusTo) return;
    document.getElementById(returnFocusTo)?.focus();
    setReturnFocusTo(null);
  }, [mode, returnFocusTo]);

  const backToList = (focusId: string) => {
    setMode({ kind: 'list' });
    setReturnFocusTo(focusId);
  };

  const addButton =
    mode.kind === 'add' ? null : (
      <button
        id={ADD_BUTTON_ID}
        type="button"
        onClick={() => setMode({ kind: 'add' })}
        className={`${secondaryButton} w-full sm:w-auto`}
      >
        <Plus className="size-4" aria-hidden />
        Add a family member
      </button>
    );

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="text-muted">
        Loading your family members…
      </p>
    );
  } else if (query.isError) {
    body = (
      <LoadProblem
        framed={false}
        what="your family members"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const members = query.data;
    body = (
      <div className="flex flex-col gap-4">
        {members.length > 0 ? (
          <ul className="divide-y divide-line rounded-lg border border-line">
            {members.map((member) => (
              <li key={member.id}>
                {mode.kind === 'edit' && mode.id === member.id ? (
                  <div className="p-2">
                    <FamilyMemberForm
                      member={member}
                      onDone={() => backToList(editButtonId(member.id))}
                      onCancel={() => backToList(editButtonId(member.id))}
                    />
                  </div>
                ) : (
                  <MemberRow
                    member={member}
                    onEdit={() => setMode({ kind: 'edit', id: member.id })}
                    onRemove={() => setRemoving(member)}
                  />
                )}
              </li>
            ))}
          </ul>
        ) : mode.kind !== 'add' ? (
          <p className="rounded-lg border border-dashed border-line p-4 text-muted">
            No family members yet. Add a child, partner or parent to book consults for them from your account.
          </p>
        ) : null}
        {mode.kind === 'add' ? (
          <FamilyMemberForm
            onDone={() => backToList(ADD_BUTTON_ID)}
            onCancel={() => backToList(ADD_BUTTON_ID)}
          />
        ) : null}
      </div>
    );
  }

  return (
    <SectionCard
      id="family"
      title="Family members"
      icon={HeartHandshake}
      description="The people you book consults for, such as your children."
      action={query.isSuccess ? addButton : null}
    >
      {body}
      <RemoveFamilyMemberDialog
        member={removing}
        onClose={(removed) => {
          setRemoving(null);
          // Kept: focus returns to their Remove button. Removed: that button is gone.
          if (removed) setReturnFocusTo(ADD_BUTTON_ID);
        }}
      />
    </SectionCard>
  );
}
