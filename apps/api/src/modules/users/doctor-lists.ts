import type { TDoctorCard } from '@curo/core/users';
import type { Executor } from '../../db/client';
import { publicFileUrl } from './user-detail';
import { listDoctorsWithProfiles, listEmergencyContacts } from './users.repository';

const LIMIT = 200;

type Row = Awaited<ReturnType<typeof listDoctorsWithProfiles>>[number];
const toCard = ({ user, profile }: Row): TDoctorCard => ({
  id: user.id,
  role: user.role === 'instantDoctor' ? 'instantDoctor' : 'doctor',
  firstName: user.firstName,
  lastName: user.lastName,
  username: profile?.username ?? null,
  specialties: profile?.specialties ?? [],
  bio: profile?.bio ?? null,
  photoUrl: publicFileUrl(user.photoKey),
});

/**
 * Doctors who take emergency consults: their consult settings say so (`acceptsEmergency`). The
 * scheduling work narrows this to doctors on an emergency shift now (docs/decisions/0010).
 */
export async function emergencyDoctors(db: Executor) {
  const rows = await listDoctorsWithProfiles(db, {
    role: 'doctor',
    limit: LIMIT,
    acceptsEmergencyOnly: true,
  });
  return { items: rows.map(toCard) };
}

/** Specialists: doctors with at least one specialty, for admins assigning referrals. */
export async function adminSpecialists(db: Executor) {
  const rows = await listDoctorsWithProfiles(db, { role: 'doctor', limit: LIMIT, specialistsOnly: true });
  return { items: rows.map(toCard) };
}

/**
 * `slackEmergUsers`: who is alerted when an emergency consult is requested — every active admin
 * and every doctor who takes emergencies, with the contact details an alert needs.
 */
export async function emergencyContacts(db: Executor) {
  const rows = await listEmergencyContacts(db, LIMIT);
  return {
    items: rows.map((r) => ({ ...r, role: r.role === 'admin' ? ('admin' as const) : ('doctor' as const) })),
  };
}

export async function doctorsList(db: Executor) {
  const rows = await listDoctorsWithProfiles(db, { role: 'doctor', limit: LIMIT });
  return { items: rows.map(toCard) };
}
