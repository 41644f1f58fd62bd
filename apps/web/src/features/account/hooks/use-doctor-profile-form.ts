import { type TUserDetail, ZDoctorProfileUpdate, ZUpdateProfileRequest } from '@curo/core/users';
import { type FormEvent, useCallback, useState } from 'react';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useUpdateProfile } from '../api/update-profile';
import { accountMessages } from '../utils/account-messages';
import {
  DOCTOR_FIELDS,
  doctorInputOf,
  doctorValuesOf,
  type TDoctorField,
} from '../utils/doctor-profile-values';
import { revealFocusedField } from '../utils/reveal-focused-field';
import { addSpecialties } from '../utils/specialties';

export const doctorFieldId = (field: TDoctorField) => `doctor-${field}`;

/** The server's schema, flat like the form, then nested as `PUT /users/{id}` takes it. */
const ZDoctorForm = ZUpdateProfileRequest.pick({ firstName: true, lastName: true, phone: true })
  .extend(ZDoctorProfileUpdate.shape)
  .transform(({ firstName, lastName, phone, ...doctorProfile }) => ({
    firstName,
    lastName,
    phone,
    doctorProfile,
  }));

/**
 * A doctor's public profile and contact details: one form, one save. `values.specialties` is the
 * text being typed into the specialties box; the specialties already added are a list beside it.
 */
export function useDoctorProfileForm({ user }: { user: TUserDetail }) {
  const form = useFormState<TDoctorField>({ ...doctorValuesOf(user), specialties: '' }, doctorFieldId, {
    alertId: 'doctor-profile-alert',
  });
  const [specialties, setSpecialtiesState] = useState<readonly string[]>(
    user.doctorProfile?.specialties ?? [],
  );
  const mutation = useUpdateProfile();
  const { values, setValue, check, showFieldErrors, send } = form;

  const setSpecialties = useCallback(
    (next: readonly string[], draft: string) => {
      setSpecialtiesState(next);
      // Also clears the field's error and the form's, as typing does.
      setValue('specialties', draft);
    },
    [setValue],
  );

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      // A specialty typed but not yet added is surely meant to be kept.
      const typed = addSpecialties(specialties, values.specialties);
      if (typed.problem) {
        showFieldErrors({ specialties: typed.problem }, DOCTOR_FIELDS);
        revealFocusedField();
        return;
      }
      const body = check(ZDoctorForm, doctorInputOf(values, typed.tags), DOCTOR_FIELDS);
      if (!body) {
        revealFocusedField();
        return;
      }
      await send(async () => {
        await mutation.mutateAsync({ id: user.id, body });
        setSpecialties(typed.tags, '');
        toast.success(accountMessages.profileSaved);
      });
    },
    [mutation, values, specialties, user.id, setSpecialties, check, showFieldErrors, send],
  );

  return { ...form, specialties, setSpecialties, submit, busy: mutation.isPending };
}
