import type { TCallRecording, TRecordingRequest } from '@curo/core/room';
import { Circle, Square } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export interface CallRecordingProps {
  isDoctor: boolean;
  request: TRecordingRequest | null;
  active: TCallRecording | null;
  /** The doctor records in this browser, so may stop it here. */
  recordingHere: boolean;
  waiting: boolean;
  declined: boolean;
  busy: boolean;
  onAsk: () => void;
  onStop: () => void;
  onAnswer: (agree: boolean) => Promise<void>;
}

/**
 * Recording the call in the call view's header (decision 0033): the indicator everyone sees while
 * it records, read out when it starts and stops; the doctor's "Record" (which asks the patient
 * first) and "Stop recording"; and the patient's question, which they answer before anything is
 * recorded (closing it declines).
 */
export function CallRecording({
  isDoctor,
  request,
  active,
  recordingHere,
  waiting,
  declined,
  busy,
  onAsk,
  onStop,
  onAnswer,
}: CallRecordingProps) {
  const [answering, setAnswering] = useState(false);
  const question = !isDoctor && request?.status === 'pending' ? request : null;

  const answer = async (agree: boolean) => {
    setAnswering(true);
    try {
      await onAnswer(agree);
    } finally {
      setAnswering(false);
    }
  };

  return (
    <>
      {/* Always in the page, so a screen reader hears it change. */}
      <p role="status" className="flex items-center">
        {active ? (
          <span className="flex items-center gap-1.5 rounded-full bg-red-600/20 px-2.5 py-1 text-sm font-semibold text-red-100">
            <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-red-500" />
            Recording
          </span>
        ) : null}
      </p>
      {isDoctor ? (
        <>
          <p role="status" className="text-sm text-white/80">
            {active
              ? null
              : waiting
                ? 'Waiting for the patient to agree'
                : declined
                  ? 'The patient declined'
                  : null}
          </p>
          {recordingHere ? (
            <Button variant="onDark" className="min-h-9 px-3 text-sm" onClick={onStop} disabled={busy}>
              <Square aria-hidden className="size-4" />
              Stop recording
            </Button>
          ) : active || waiting ? null : (
            <Button variant="onDark" className="min-h-9 px-3 text-sm" onClick={onAsk} disabled={busy}>
              <Circle aria-hidden className="size-4 text-red-400" />
              Record
            </Button>
          )}
        </>
      ) : null}
      <Modal
        open={question !== null}
        onOpenChange={(open) => {
          // Closing the question is a no: the doctor hears it at once instead of waiting on it.
          if (!open && question && !answering) void answer(false);
        }}
        title={`${question?.requestedBy.name ?? 'Your doctor'} asks to record this call`}
        description="Nothing is recorded unless you agree."
      >
        <div className="space-y-4 text-ink">
          <p>
            The recording keeps the sound of the call and the video, as part of your consult's clinical
            record. Only your doctor and Curo administrators can play it, and every play is logged.
          </p>
          <p>You will both see "Recording" while it runs.</p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" disabled={answering} onClick={() => void answer(false)}>
              Decline
            </Button>
            <Button disabled={answering} onClick={() => void answer(true)}>
              Agree
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
