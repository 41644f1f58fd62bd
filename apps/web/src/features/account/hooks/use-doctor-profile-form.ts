import type { TUserDetail } from '@curo/core/users';
import { type FormEvent, useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useUpdateProfile } from '../api/update-profile';
import { accountMessages } from '../utils/account-messages';
import {
  DOCTOR_FIELDS,
  doctorValuesOf,
  type TDoctorField,
  toDoctorRequest,
} from '../utils/doctor-profile-values';
import { revealFocusedField } from '../utils/reveal-focused-field';
import { addSpecialties } from '../utils/specialties';

export const doctorFieldId = (field: TDoctorField) => `doctor-${field}`;

/**
 * A doctor's public profile and contact details: one form, one save. `values.specialties` is the
 * text being typed into the specialties box; the specialties already added are a list beside it.
 */
export function useDoctorProfileForm({ user }: { user: TUserDetail }) {
  const form = useFormState<TDoctorField>({ ...doctorValuesOf(user), specialties: '' }, doctorFieldId);
  const [specialties, setSpecialtiesState] = useState<readonly string[]>(
    user.doctorProfile?.specialties ?? [],
  );
  const mutation = useUpdateProfile();
  const { values, setValue, showFieldErrors, showFormError } = form;

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
      const parsed = toDoctorRequest(values, typed.tags);
      if (!parsed.success) {
        showFieldErrors(parsed.errors, DOCTOR_FIELDS);
        revealFocusedField();
        return;
      }
      try {
        await mutation.mutateAsync({ id: user.id, body: parsed.body });
        setSpecialties(typed.tags, '');
        toast.success(accountMessages.profileSaved);
      } catch (error) {
        showFormError(errorMessage(error));
      }
    },
    [mutation, values, specialties, user.id, setSpecialties, showFieldErrors, showFormError],
  );

  return { ...form, specialties, setSpecialties, submit, busy: mutation.isPending };
}
