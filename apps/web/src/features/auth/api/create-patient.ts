import type { TTokenResponse } from '@curo/core/auth';
import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';
import type { TSignupForm } from '../utils/signup-schema';

export const CREATE_PATIENT_PATH = '/api/v1/users/createPatient';

/** `POST /users/createPatient`: a new patient account, signed in straight away. */
export function createPatient(details: TSignupForm): Promise<TTokenResponse> {
  return requestWithoutSession<TTokenResponse>(CREATE_PATIENT_PATH, details);
}

export function useCreatePatient() {
  return useMutation({ mutationFn: createPatient });
}

export const CREATE_PATIENT_WITH_CODE_PATH = '/api/v1/users/createPatientWithFreeEmergencyAccess';

/**
 * `POST /users/createPatientWithFreeEmergencyAccess`: sign-up through an employer's program, with
 * their code (404 when no organisation has it); the patient joins it with a free emergency consult.
 */
export function createPatientWithCode(
  details: TSignupForm & { companySlug: string },
): Promise<TTokenResponse> {
  return requestWithoutSession<TTokenResponse>(CREATE_PATIENT_WITH_CODE_PATH, details);
}

export function useCreatePatientWithCode() {
  return useMutation({ mutationFn: createPatientWithCode });
}
