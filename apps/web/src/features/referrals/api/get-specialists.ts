import { GENERAL_PRACTICE } from '@curo/core/referrals';
import { ZDirectory } from '@curo/core/scheduling-directory';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { referralKeys } from './referral-keys';

/** Doctors on Curo who practise `specialty` (the public directory), to name one in a referral. */
export async function getSpecialists(specialty: string) {
  const directory = ZDirectory.parse(
    await apiRequest<unknown>(`/api/v1/doctors/directory?specialty=${encodeURIComponent(specialty)}`),
  );
  return directory.items.filter(
    (d) =>
      d.role === 'doctor' && !d.specialties.every((s) => s.toLowerCase() === GENERAL_PRACTICE.toLowerCase()),
  );
}

export function useSpecialists(specialty: string) {
  const wanted = specialty.trim();
  return useQuery({
    queryKey: referralKeys.specialists(wanted),
    queryFn: () => getSpecialists(wanted),
    enabled: wanted.length >= 3,
  });
}
