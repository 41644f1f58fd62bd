import {
  authMessages,
  PASSWORD_MIN_LENGTH,
  type TStaffRole,
  type TUser,
  ZCreateStaffRequest,
} from '@curo/core/auth';
import { COMPANY_SLUG_PATTERN } from '@curo/core/companies';
import { type FormEvent, useCallback, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateStaffUser } from '../api/create-staff-user';
import { getCompanyBySlug } from '../api/get-company-by-slug';
import { hasDoctorProfile } from '../utils/staff-kinds';

type TStaffField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'password'
  | 'phone'
  | 'username'
  | 'specialties'
  | 'providerNumber'
  | 'company';

const staffFieldId = (field: TStaffField) => `staff-${field}`;

export const createStaffMessages = {
  passwordRequired: 'Choose a temporary password',
  companyRequired: "Enter the company's code",
  companyUnknown: "No company has that code. Check it against the company's booking link",
} as const;

const FIELD_ORDER: readonly TStaffField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'phone',
  'username',
  'specialties',
  'providerNumber',
  'company',
];

const blankToUndefined = (v: string) => (v.trim() === '' ? undefined : v);

/**
 * The form's boxes as the request, with the company's code for a company admin; fields that do
 * not apply to `role` are left out.
 */
function toInput(role: TStaffRole, values: Record<TStaffField, string>) {
  const doctor = hasDoctorProfile(role);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    phone: blankToUndefined(values.phone),
    username: doctor ? blankToUndefined(values.username) : undefined,
    specialties: doctor
      ? values.specialties
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
    providerNumber: doctor ? blankToUndefined(values.providerNumber) : undefined,
    company: role === 'companyAdmin' ? values.company : undefined,
  };
}

/**
 * The server's schema, plus what a person should hear before sending: a password long enough,
 * and a company admin's company code, made lower-case, in the shape a code has (it is looked up
 * before the account is created).
 */
const ZStaffForm = ZCreateStaffRequest.extend({
  // Never trimmed: a space is a character the admin chose.
  password: ZCreateStaffRequest.shape.password
    .min(1, { error: createStaffMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort }),
  company: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: createStaffMessages.companyRequired })
    .regex(COMPANY_SLUG_PATTERN, { error: createStaffMessages.companyUnknown })
    .optional(),
});

/** Which field a server message is about, so that field is marked too. */
function fieldOfServerError(error: unknown): TStaffField | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 409 || error.message === authMessages.emailTaken) return 'email';
  const passwordMessages: readonly string[] = [
    authMessages.passwordTooCommon,
    authMessages.passwordTooShort,
    authMessages.passwordTooLong,
  ];
  return passwordMessages.includes(error.message) ? 'password' : undefined;
}

/**
 * "Create staff account": the kind of account, then the person's details and the fields their
 * kind needs. A company admin's company is typed as its code and looked up before anything is
 * created. The server's answers (an email in use, a password too common) are shown as given.
 */
export function useCreateStaffForm({ onCreated }: { onCreated: (user: TUser) => void }) {
  const form = useFormState<TStaffField>(
    {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      phone: '',
      username: '',
      specialties: '',
      providerNumber: '',
      company: '',
    },
    staffFieldId,
    { alertId: 'create-staff-alert' },
  );
  const [role, setRole] = useState<TStaffRole>('doctor');
  const [findingCompany, setFindingCompany] = useState(false);
  const mutation = useCreateStaffUser();
  const { values, check, showFieldErrors, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending || findingCompany) return;
      const input = check(ZStaffForm, toInput(role, values), FIELD_ORDER);
      if (!input) return;
      const { company, ...request } = input;
      if (company !== undefined) {
        setFindingCompany(true);
        try {
          const match = await getCompanyBySlug({ slug: company });
          request.companyId = match.id;
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) {
            showFieldErrors({ company: createStaffMessages.companyUnknown }, FIELD_ORDER);
          } else {
            showFormError(errorMessage(error));
          }
          return;
        } finally {
          setFindingCompany(false);
        }
      }
      try {
        onCreated(await mutation.mutateAsync({ role, request }));
      } catch (error) {
        const field = fieldOfServerError(error);
        showFormError(errorMessage(error), field ? [field] : []);
      }
    },
    [mutation, findingCompany, role, values, check, showFieldErrors, showFormError, onCreated],
  );

  return { ...form, role, setRole, submit, busy: mutation.isPending || findingCompany };
}
