import {
  profileMessages,
  type TUserDetail,
  ZPatientProfileUpdate,
  ZUpdateProfileRequest,
} from '@curo/core/users';
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
  patientInputOf,
  patientValuesOf,
  type TPatientField,
} from '../utils/patient-profile-values';
import { revealFocusedField } from '../utils/reveal-focused-field';

const patientFieldId = (field: TPatientField) => `profile-${field}`;

const MEDICARE_FIELDS = ['medicareNumber', 'medicareIrn', 'medicareExpiry'] as const;

/**
 * The server's schema, flat like the form, then nested as `PUT /users/{id}` takes it. A Medicare
 * card is all three of number, IRN and expiry or none; that is said once every box passes.
 */
const ZPatientForm = ZUpdateProfileRequest.pick({ firstName: true, lastName: true, phone: true })
  .extend(ZPatientProfileUpdate.shape)
  .superRefine(
    (card, ctx) => {
      const missing = MEDICARE_FIELDS.filter((f) => card[f] == null);
      if (missing.length === 0 || missing.length === MEDICARE_FIELDS.length) return;
      for (const f of missing) {
        ctx.addIssue({ code: 'custom', message: profileMessages.medicareIncomplete, path: [f] });
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  )
  .transform(({ firstName, lastName, phone, ...patientProfile }) => ({
    firstName,
    lastName,
    phone,
    patientProfile,
  }));

/**
 * The patient's details form. The server's own schema checks it before sending; what the server
 * then refuses is shown as it says it, with the field it names marked. The postcode is looked up as
 * soon as it has four digits, and the state comes from that answer, never from typing.
 */
export function usePatientProfileForm({ user }: { user: TUserDetail }) {
  const form = useFormState<TPatientField>(patientValuesOf(user), patientFieldId, {
    alertId: 'profile-alert',
  });
  const mutation = useUpdateProfile();
  const { values, check, showFieldErrors, showFormError } = form;

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
      const body = check(ZPatientForm, patientInputOf(values), PATIENT_FIELDS);
      if (!body) {
        revealFocusedField();
        return;
      }
      if (unknownPostcode) {
        showFieldErrors({ postcode: unknownPostcode }, PATIENT_FIELDS);
        revealFocusedField();
        return;
      }
      try {
        await mutation.mutateAsync({ id: user.id, body });
        toast.success(accountMessages.profileSaved);
      } catch (error) {
        const field = error instanceof ApiError ? fieldOfServerMessage(error.message) : undefined;
        showFormError(errorMessage(error), field ? [field] : []);
      }
    },
    [mutation, values, unknownPostcode, user.id, check, showFieldErrors, showFormError],
  );

  return {
    ...form,
    submit,
    busy: mutation.isPending,
    postcodeLookup: { state, looking: !unchanged && lookup.isFetching, unknown: unknownPostcode },
  };
}
