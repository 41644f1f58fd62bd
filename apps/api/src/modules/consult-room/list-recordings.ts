import type { TCallRecordingList } from '@curo/core/room';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { appointmentFor } from '../scheduling/appointments.policy';
import { mayPlay } from './recording.policy';
import { recordingsOf, standingRequest } from './recording.repository';
import { requestDto, toRecordingDto } from './recording-dto';
import { stopUnattendedRecordings } from './stop-unattended-recordings';

/**
 * `GET /appointments/{id}/recordings`, for anyone who takes part in the consult (404 for anyone
 * else): where recording its call stands (the request that stands, the recording running now, so
 * a reloaded page shows the question or the indicator again) and the recordings the caller may
 * play: the doctor's own, every one for an admin, none for anyone else (decision 0033).
 */
export async function listRecordings({
  db,
  hub,
  principal,
  appointmentId,
  now = new Date(),
}: {
  db: Db;
  hub: RealtimeHub;
  principal: Principal;
  appointmentId: string;
  now?: Date;
}): Promise<TCallRecordingList> {
  const row = await appointmentFor(db, principal, appointmentId);
  await stopUnattendedRecordings({ db, hub, appointmentId: row.id, now });
  const [standing, all] = await Promise.all([standingRequest(db, row.id), recordingsOf(db, row.id)]);
  const active = all.find((named) => named.recording.status === 'recording');
  return {
    request: standing ? await requestDto(db, standing.id) : null,
    active: active ? toRecordingDto(active) : null,
    recordings: all.filter((named) => mayPlay(principal, named.recording)).map(toRecordingDto),
  };
}
