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
