import type { TUserDetail } from '@curo/core/users';
import { type FormEvent, useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { usePostcodeLookup } from '../api/lookup-postcode';
import { useUpdateProfile } from '../api/update-profile';
import { accountMessages } from '../utils/account-messages';
import {
  fieldOfServerMessage,
  PATIENT_FIELDS,
  patientValuesOf,
  type TPatientField,
  toPatientRequest,
} from '../utils/patient-profile-values';
import { revealFocusedField } from '../utils/reveal-focused-field';

export const patientFieldId = (field: TPatientField) => `profile-${field}`;

/**
 * The patient's details form. The server's own schema checks it before sending; what the server
 * then refuses is shown as it says it, with the field it names marked. The postcode is looked up as
 * soon as it has four digits, and the state comes from that answer, never from typing.
 */
export function usePatientProfileForm({ user }: { user: TUserDetail }) {
  const form = useFormState<TPatientField>(patientValuesOf(user), patientFieldId);
  const mutation = useUpdateProfile();
  const { values, showFieldErrors, showFormError } = form;

  const postcode = values.postcode.trim();
  const saved = { postcode: user.patientProfile?.postcode ?? '', state: user.patientProfile?.state ?? '' };
  // The stored postcode already has its state; only a changed one is looked up.
  const unchanged = postcode === saved.postcode && saved.state !== '';
  const lookup = usePostcodeLookup(postcode, { known: unchanged });
  const unknownPostcode =
    !unchanged && lookup.error instanceof ApiError && lookup.error.status === 404
      ? lookup.error.message
      : undefined;
  /** The state of the postcode in the box: as stored while it is unchanged, else as looked up. */
  const state = unchanged ? saved.state : lookup.data?.postcode === postcode ? lookup.data.state : '';

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const parsed = toPatientRequest(values);
      if (!parsed.success) {
        showFieldErrors(parsed.errors, PATIENT_FIELDS);
        revealFocusedField();
        return;
      }
      if (unknownPostcode) {
        showFieldErrors({ postcode: unknownPostcode }, PATIENT_FIELDS);
        revealFocusedField();
        return;
      }
      try {
        await mutation.mutateAsync({ id: user.id, body: parsed.body });
        toast.success(accountMessages.profileSaved);
      } catch (error) {
        const field = error instanceof ApiError ? fieldOfServerMessage(error.message) : undefined;
        showFormError(errorMessage(error), field ? [field] : []);
      }
    },
    [mutation, values, unknownPostcode, user.id, showFieldErrors, showFormError],
  );

  return {
    ...form,
    submit,
    busy: mutation.isPending,
    postcodeLookup: { state, looking: !unchanged && lookup.isFetching, unknown: unknownPostcode },
  };
}
