import { ErrorCode } from '@curo/core/errors';
import { consultPath, paths } from '@curo/core/routes';
import type { TAppointmentDetails } from '@curo/core/scheduling-staff';
import { useQueryClient } from '@tanstack/react-query';
import { DoorOpen, LogOut, MonitorSmartphone } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { RequireSession } from '../../../components/access/require-session';
import { Button } from '../../../components/ui/button';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { ApiError } from '../../../lib/api-client';
import { formatTime } from '../../../lib/date-time';
import { isChangeOf } from '../../../lib/realtime-client';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { ChatPanel } from '../../chat';
import { useAppointmentAction } from '../../scheduling';
import { useMeeting } from '../api/meeting';
import { useRoomConsult } from '../api/room-consult';
import { roomKeys } from '../api/room-keys';
import { CallView } from '../components/call-view';
import { DeviceCheck } from '../components/device-check';
import { RecordingsPanel } from '../components/recordings-panel';
import { RoomProblem, RoomScreen } from '../components/room-problem';
import { useLocalMedia } from '../hooks/use-local-media';
import { usePresence } from '../hooks/use-presence';
import { useRoomCall } from '../hooks/use-room-call';
import { useRoomSocket } from '../hooks/use-room-socket';
import { isDoctorOf } from '../utils/people';
import { rejoinMemory } from '../utils/rejoin-memory';
import { delayUntilOpening, roomOpening } from '../utils/room-opening';

/** Where "back" goes: the patient's page for a consult on demand, else the person's own list. */
function wayBack(consult: TAppointmentDetails | undefined, isDoctor: boolean, role: string | undefined) {
  if (role === 'instantDoctor') return { to: paths.instantQueue, label: 'Back to the queue' };
  if (consult && !isDoctor && role === 'patient' && consult.appointment.type !== 'scheduled')
    return { to: consultPath(consult.appointment.id), label: 'Back to your consult' };
  return { to: paths.appointments, label: 'Back to your appointments' };
}

/**
 * `/consult-room/:appointmentId`: a consult's video call (decision 0031). The device check and the
 * waiting room first, then the call; each refusal of the API its own screen. A reload during the
 * call goes straight back in.
 */
export function ConsultRoomPage() {
  const { appointmentId = '' } = useParams();
  return (
    <RequireSession>
      <ConsultRoom key={appointmentId} appointmentId={appointmentId} />
    </RequireSession>
  );
}

function ConsultRoom({ appointmentId }: { appointmentId: string }) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const consult = useRoomConsult(appointmentId);
  const meeting = useMeeting(appointmentId);
  const [memory] = useState(() => rejoinMemory.recall(appointmentId));
  const [speakerId, setSpeakerId] = useState<string | null>(memory?.speakerId ?? null);
  const local = useLocalMedia({
    video: !memory?.audioOnly,
    cameraId: memory?.cameraId,
    microphoneId: memory?.microphoneId,
  });
  const socket = useRoomSocket(appointmentId, meeting.data !== undefined);
  usePresence(appointmentId, socket);
  const call = useRoomCall({ appointmentId, selfId: user?.id, socket, media: local.media });
  const ending = useAppointmentAction();
  const isDoctor = consult.data ? isDoctorOf(consult.data, user?.id) : false;
  const { to: backTo, label: backLabel } = wayBack(consult.data, isDoctor, user?.role);
  const phase = call.joined ? call.snapshot.phase : null;

  const join = useCallback(
    (audioOnly: boolean) => {
      if (audioOnly) local.media.dropCamera();
      rejoinMemory.remember(appointmentId, {
        audioOnly,
        cameraId: audioOnly ? undefined : (local.camera.deviceId ?? undefined),
        microphoneId: local.microphone.deviceId ?? undefined,
        speakerId: speakerId ?? undefined,
      });
      call.join();
    },
    [appointmentId, call.join, local.media, local.camera.deviceId, local.microphone.deviceId, speakerId],
  );

  // A reload in the call: straight back in, with the same choices (the API renews the stay).
  const [rejoining, setRejoining] = useState(memory !== null);
  useEffect(() => {
    if (!rejoining || call.joined || local.status !== 'ready' || !socket || !user) return;
    // After this render's effects, so StrictMode's second mount does not join twice.
    const timer = setTimeout(() => {
      setRejoining(false);
      join(memory?.audioOnly ?? false);
    }, 0);
    return () => clearTimeout(timer);
  }, [rejoining, call.joined, local.status, socket, user, join, memory]);

  // Out of the call for good: let go of the camera, and a reload shows the device check.
  useEffect(() => {
    if (phase === 'ended' || phase === 'left' || phase === 'takenOver') {
      rejoinMemory.forget(appointmentId);
      local.media.stop();
    }
  }, [phase, appointmentId, local.media]);

  // Too early: the page looks again when the call opens, or when the consult changes (a doctor takes it).
  const notOpen = meeting.error instanceof ApiError && meeting.error.code === ErrorCode.ROOM_NOT_OPEN;
  const opening = consult.data ? roomOpening(consult.data.appointment, Date.now()) : null;
  const opensAt = notOpen && opening && !opening.open ? opening.at : null;
  useEffect(() => {
    if (opensAt === null) return;
    const timer = setTimeout(() => void meeting.refetch(), delayUntilOpening(opensAt, Date.now(), 1_000));
    return () => clearTimeout(timer);
  }, [opensAt, meeting.refetch]);
  useLiveUpdates({
    enabled: notOpen,
    appointmentIds: [appointmentId],
    onEvent: ({ event }) => {
      if (isChangeOf(event, appointmentId))
        void queryClient.invalidateQueries({ queryKey: roomKeys.meeting(appointmentId) });
    },
  });

  const startAgain = () => {
    call.reset();
    void local.media.start({ video: true });
  };

  if (consult.isError) return <RoomProblem error={consult.error} backTo={backTo} backLabel={backLabel} />;
  if (consult.isPending || (meeting.isPending && !call.joined) || !user)
    return <FullScreenLoader label="Opening your video consult" />;

  if (!call.joined) {
    if (meeting.isError)
      return (
        <RoomProblem
          error={meeting.error}
          backTo={backTo}
          backLabel={backLabel}
          onRetry={() => void meeting.refetch()}
          note={
            opensAt !== null
              ? `Keep this page open: it lets you in at ${formatTime(new Date(opensAt).toISOString())}.`
              : notOpen
                ? 'Keep this page open: it lets you in as soon as the call opens.'
                : undefined
          }
        />
      );
    if (rejoining) return <FullScreenLoader label="Rejoining your video consult" />;
    return (
      <DeviceCheck
        consult={consult.data}
        present={meeting.data?.present ?? []}
        selfId={user.id}
        isDoctor={isDoctor}
        media={local.media}
        snapshot={local}
        speakerId={speakerId}
        onSpeakerChange={setSpeakerId}
        onJoin={join}
        joinDisabled={!socket}
        backTo={backTo}
        backLabel={backLabel}
        after={isDoctor ? <RecordingsPanel appointmentId={appointmentId} hideWhenNone /> : null}
      />
    );
  }

  // After the call, the doctor can play back what they recorded.
  const recordings = isDoctor ? <RecordingsPanel appointmentId={appointmentId} /> : null;
  if (phase === 'failed')
    return (
      <RoomProblem error={call.snapshot.error} backTo={backTo} backLabel={backLabel} onRetry={startAgain} />
    );
  if (phase === 'ended')
    return (
      <RoomScreen
        icon={DoorOpen}
        title="The consult has ended"
        body="The video call is closed. Anything the doctor sends you after the consult appears in its messages and by email."
        backTo={backTo}
        backLabel={backLabel}
        after={recordings}
      />
    );
  if (phase === 'left')
    return (
      <RoomScreen
        icon={LogOut}
        title="You left the call"
        body="The others can carry on without you. You can go back in while the consult is under way."
        backTo={backTo}
        backLabel={backLabel}
        after={recordings}
      >
        <Button onClick={startAgain}>Rejoin the call</Button>
      </RoomScreen>
    );
  if (phase === 'takenOver')
    return (
      <RoomScreen
        icon={MonitorSmartphone}
        title="You joined from another window"
        body="This call is now open in another tab or on another device, so it has stopped here."
        backTo={backTo}
        backLabel={backLabel}
      >
        <Button onClick={startAgain}>Use this window instead</Button>
      </RoomScreen>
    );

  return (
    <CallView
      consult={consult.data}
      present={meeting.data?.present ?? []}
      selfId={user.id}
      isDoctor={isDoctor}
      call={call.snapshot}
      socket={socket}
      media={local.media}
      snapshot={local}
      speakerId={speakerId}
      onSpeakerChange={setSpeakerId}
      onLeave={() => void call.leave()}
      onEnd={() => ending.mutateAsync({ id: appointmentId, action: { kind: 'end' } })}
      chat={<ChatPanel appointmentId={appointmentId} title="Messages" historyClassName="min-h-0 flex-1" />}
    />
  );
}
