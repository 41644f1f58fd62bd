import type { TDoctorCard } from '@curo/core/users';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { doctorProfiles, users } from '../../db/schema/identity';
import { publicFileUrl } from './user-detail';
import { listDoctorsWithProfiles } from './users.repository';

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
export const acceptsEmergency = sql`coalesce((${doctorProfiles.consultSettings}->>'acceptsEmergency')::boolean, false)`;

export async function emergencyDoctors(db: Executor) {
  const rows = await listDoctorsWithProfiles(db, { role: 'doctor', limit: LIMIT, where: acceptsEmergency });
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
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .leftJoin(doctorProfiles, sql`${doctorProfiles.userId} = ${users.id}`)
    .where(
      sql`${users.status} = 'active' and ${users.deletedAt} is null and (${users.role} = 'admin' or (${users.role} = 'doctor' and ${acceptsEmergency}))`,
    )
    .orderBy(users.role, users.lastName, users.id)
    .limit(LIMIT);
  return {
    items: rows.map((r) => ({ ...r, role: r.role === 'admin' ? ('admin' as const) : ('doctor' as const) })),
  };
}

export async function doctorsList(db: Executor) {
  const rows = await listDoctorsWithProfiles(db, { role: 'doctor', limit: LIMIT });
  return { items: rows.map(toCard) };
}
