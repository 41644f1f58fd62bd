import type net from 'node:net';
import WebSocket from 'ws';
import { bearer, signIn } from '../../../../test/auth-helpers';
import type { TestApp } from '../../../../test/build-test-app';
import { hashPassword } from '../../../platform/auth/passwords';
import { insertDoctorProfile, insertUser } from '../../users/users.repository';

const PASSWORD = 'correct horse battery staple';
let hash: string | null = null;
let n = 0;

export interface SignedIn {
  id: string;
  token: string;
  email: string;
}

/**
 * Clinicians made directly in the database (one password hash for all of them, so twenty cost one
 * hash), then signed in through the API like anyone else.
 */
export async function makeDoctors(
  t: TestApp,
  count: number,
  role: 'doctor' | 'instantDoctor',
  consultSettings: Record<string, unknown> = role === 'doctor' ? { acceptsEmergency: true } : {},
): Promise<SignedIn[]> {
  hash ??= await hashPassword(PASSWORD);
  const made: SignedIn[] = [];
  for (let i = 0; i < count; i++) {
    n++;
    const email = `${role.toLowerCase()}${n}.${Date.now()}@clinic.example.com.au`;
    const user = await insertUser(t.database.db, {
      email,
      passwordHash: hash,
      role,
      firstName: 'Dana',
      lastName: `Doctor${n}`,
      emailVerifiedAt: new Date(),
    });
    if (!user) throw new Error('doctor not inserted');
    await insertDoctorProfile(t.database.db, {
      userId: user.id,
      username: `dr-test-${n}-${user.id.slice(-6)}`,
      specialties: [],
      consultSettings,
    });
    const res = await signIn(t, email, PASSWORD);
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    made.push({ id: user.id, token: res.json().accessToken, email });
  }
  return made;
}

/** A shift covering now (an hour back to `hours` ahead), made through the API by an admin. */
export async function shiftNow(
  t: TestApp,
  admin: string,
  kind: 'instant' | 'emergency',
  doctorId: string,
  hours = 4,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: kind === 'instant' ? '/api/v1/shifts' : '/api/v1/emergencyShifts',
    headers: bearer(admin),
    payload: {
      doctorId,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + hours * 3_600_000).toISOString(),
    },
  });
  if (res.statusCode !== 201) throw new Error(`shift not made: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
}

/** A WebSocket client on the listening test app that collects what it is sent. */
export async function connect(t: TestApp, token: string) {
  const address = t.app.server.address() as net.AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${address.port}/api/v1/realtime?accessToken=${token}`);
  const received: Array<Record<string, unknown>> = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const waitFor = async (match: (m: Record<string, unknown>) => boolean, ms = 5000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const found = [...received].reverse().find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no matching message; got ${JSON.stringify(received)}`);
  };
  await waitFor((m) => m.type === 'subscribed');
  return { ws, received, waitFor };
}

/** The event inside a realtime message, when it is one. */
export const eventOf = (m: Record<string, unknown>) =>
  (m.type === 'event' ? m.event : {}) as Record<string, unknown>;

/** One clinician, as makeDoctors. */
export async function makeDoctor(
  t: TestApp,
  role: 'doctor' | 'instantDoctor',
  consultSettings?: Record<string, unknown>,
): Promise<SignedIn> {
  const [one] = await makeDoctors(t, 1, role, consultSettings);
  if (!one) throw new Error('no doctor made');
  return one;
}
