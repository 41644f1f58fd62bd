import { totpMessages } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import { maskMessages, ZMaskUserRequest } from '@curo/core/users';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { hasSessionToKeep, startMaskedSession } from '../../../lib/mask-session';
import { useFormState } from '../../../lib/use-form-state';
import { useMaskUser } from '../api/mask-user';

type TMaskField = 'reason' | 'totpCode';
const FIELDS: readonly TMaskField[] = ['reason', 'totpCode'];
const maskFieldId = (field: TMaskField) => `mask-${field}`;

export const viewAsMessages = {
  noSessionToKeep: 'Your own session could not be kept for your return. Sign in again, then try once more.',
} as const;

/**
 * "View as patient": a reason and a current authenticator code buy a session acting as the
 * patient. The admin's own tokens are set aside in this tab for the way back, every cached answer
 * (which was the admin's) is dropped, and the app opens at the patient's account.
 */
export function useViewAsPatient({ patientId }: { patientId: string }) {
  const form = useFormState<TMaskField>({ reason: '', totpCode: '' }, maskFieldId, { alertId: 'mask-alert' });
  /** The server says the admin has no two-step sign-in (it may have been turned off elsewhere). */
  const [totpMissing, setTotpMissing] = useState(false);
  const mutation = useMaskUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { values, setValue, check, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const request = check(
        ZMaskUserRequest,
        { reason: values.reason, totpCode: values.totpCode.replace(/[\s-]/g, '') },
        FIELDS,
      );
      if (!request) return;
      // Checked first, so no masked session is opened that there would be no way back from.
      if (!hasSessionToKeep()) {
        showFormError(viewAsMessages.noSessionToKeep);
        return;
      }
      try {
        const answer = await mutation.mutateAsync({ id: patientId, request });
        await queryClient.cancelQueries();
        const started = startMaskedSession({
          accessToken: answer.access?.token ?? answer.accessToken,
          refreshToken: answer.refresh.token,
        });
        if (!started) {
          showFormError(viewAsMessages.noSessionToKeep);
          return;
        }
        queryClient.removeQueries();
        navigate(paths.account);
      } catch (error) {
        if (
          error instanceof ApiError &&
          error.status === 403 &&
          error.message === maskMessages.totpRequired
        ) {
          setTotpMissing(true);
          return;
        }
        const wrongCode = error instanceof ApiError && error.message === totpMessages.invalidCode;
        if (wrongCode) {
          setValue('totpCode', '');
          document.getElementById(maskFieldId('totpCode'))?.focus();
        }
        showFormError(errorMessage(error), wrongCode ? ['totpCode'] : []);
      }
    },
    [mutation, values, patientId, queryClient, navigate, check, showFormError, setValue],
  );

  return { ...form, submit, busy: mutation.isPending, totpMissing };
}
