import { API_PREFIX } from '@curo/core/constants';
import type { TUserDetail } from '@curo/core/users';
import type { Executor } from '../../db/client';
import { toUserDto } from './user-dto';
import { findDoctorProfile, findPatientProfile, findUserById, type UserRow } from './users.repository';

/** Profile pictures are public files with unguessable names (see docs/decisions/0009). */
export const publicFileUrl = (key: string | null) => (key ? `${API_PREFIX}/files/${key}` : null);
export const esignUrlOf = (userId: string) => `${API_PREFIX}/users/${userId}/esign`;

const DOCTOR_ROLES: readonly string[] = ['doctor', 'instantDoctor'];

/** A user with their profile: what `GET /users/{id}` and `GET /users/fetchLogin` answer. */
export async function toUserDetail(db: Executor, user: UserRow, maskedById?: string): Promise<TUserDetail> {
  const [patient, doctor, maskedBy] = await Promise.all([
    user.role === 'patient' ? findPatientProfile(db, user.id) : undefined,
    DOCTOR_ROLES.includes(user.role) ? findDoctorProfile(db, user.id) : undefined,
    maskedById ? findUserById(db, maskedById) : undefined,
  ]);
  const photoUrl = publicFileUrl(user.photoKey);
  return {
    ...toUserDto(user),
    status: user.status,
    totpEnabled: user.totpEnabledAt !== null,
    photoUrl,
    patientProfile: patient
      ? {
          dateOfBirth: patient.dateOfBirth,
          sex: patient.sex,
          addressLine: patient.addressLine,
          suburb: patient.suburb,
          postcode: patient.postcode,
          state: patient.state,
          medicareNumber: patient.medicareNumber,
          medicareIrn: patient.medicareIrn,
          medicareExpiry: patient.medicareExpiry,
          ihi: patient.ihi,
          timeZone: patient.timeZone,
        }
      : null,
    doctorProfile: doctor
      ? {
          username: doctor.username,
          specialties: doctor.specialties,
          providerNumber: doctor.providerNumber,
          bio: doctor.bio,
          photoUrl,
          esignUrl: doctor.esignKey ? esignUrlOf(user.id) : null,
          timeZone: doctor.timeZone,
        }
      : null,
    maskedBy: maskedBy
      ? { id: maskedBy.id, firstName: maskedBy.firstName, lastName: maskedBy.lastName }
      : null,
  };
}
