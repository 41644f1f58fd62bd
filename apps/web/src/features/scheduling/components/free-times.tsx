import type { TSlot } from '@curo/core/scheduling';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadProblem } from '../../../components/ui/load-problem';
import { errorMessage } from '../../../lib/error-message';
import type { TSlotState } from '../api/get-slots';
import { SlotList } from './slot-list';

interface FreeTimesProps {
  /** The day asked for is a whole date (until it is, nothing is fetched). */
  validDate: boolean;
  slots: UseQueryResult<TSlotState[]>;
  /** Minutes, for the empty day's message. */
  length: number;
  doctorZone: string;
  selected: string | null;
  onSelect: (slot: TSlot) => void;
  /** What to suggest when the day has no free time. */
  emptyHint: string;
}

/** A doctor's own free times on one day, for a doctor booking a patient in: asks, loads, fails or lists. */
export function FreeTimes({
  validDate,
  slots,
  length,
  doctorZone,
  selected,
  onSelect,
  emptyHint,
}: FreeTimesProps) {
  if (!validDate) return <p className="text-sm text-muted">Choose a day to see your free times.</p>;
  if (slots.isPending)
    return (
      <p role="status" className="text-sm text-muted">
        Loading your free times…
      </p>
    );
  if (slots.isError)
    return (
      <LoadProblem
        what="your free times"
        message={errorMessage(slots.error)}
        onRetry={() => void slots.refetch()}
      />
    );
  if (slots.data.length === 0)
    return (
      <p className="text-sm text-muted">
        No free {length}-minute times that day. {emptyHint}
      </p>
    );
  return <SlotList slots={slots.data} doctorZone={doctorZone} selected={selected} onSelect={onSelect} />;
}
