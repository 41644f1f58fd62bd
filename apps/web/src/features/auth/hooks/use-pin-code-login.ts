import { pinMessages, ZLoginWithPinCodeRequest, ZSendPinCodeRequest } from '@curo/core/auth';
import { type FormEvent, useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';
import { useLoginWithPinCode } from '../api/login-with-pin-code';
import { type TPinTarget, useSendPinCode } from '../api/send-pin-code';
import { ZEmailRequest } from '../utils/sign-in-schemas';
import { type FinishSignInOptions, useFinishSignIn } from './use-finish-sign-in';

export type TPinChannel = 'email' | 'phone';
type PinField = 'email' | 'phone' | 'pinCode';
export const pinFieldId = (field: PinField) => `pin-${field}`;

/**
 * "Use a code": where to send it (email or mobile), then the 6-digit code that arrived. A wrong
 * code is the server's message, shown with the code field marked; the code can be sent again.
 */
export function usePinCodeLogin(options: FinishSignInOptions) {
  const form = useFormState<PinField>({ email: '', phone: '', pinCode: '' }, pinFieldId, {
    alertId: 'pin-alert',
  });
  const [channel, setChannelState] = useState<TPinChannel>('email');
  /** Where the last code went; null until one is sent. */
  const [sentTo, setSentTo] = useState<TPinTarget | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const send = useSendPinCode();
  const login = useLoginWithPinCode();
  const finishSignIn = useFinishSignIn(options);
  const { values, setValue, check, showFieldErrors, showFormError } = form;

  const setChannel = useCallback(
    (next: TPinChannel) => {
      setChannelState(next);
      showFieldErrors({}, []);
    },
    [showFieldErrors],
  );

  const deliver = useCallback(
    async (target: TPinTarget) => {
      setSentMessage(null);
      try {
        const answer = await send.mutateAsync(target);
        setSentTo(target);
        setValue('pinCode', '');
        setSentMessage(answer.message);
      } catch (error) {
        const badPhone =
          'phone' in target &&
          error instanceof ApiError &&
          error.status === 400 &&
          error.message === pinMessages.phoneInvalid;
        showFormError(errorMessage(error), badPhone ? ['phone'] : []);
      }
    },
    [send, setValue, showFormError],
  );

  const sendCode = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (send.isPending) return;
      // An email, or a mobile made E.164 (+614XXXXXXXX).
      const target =
        channel === 'email'
          ? check(ZEmailRequest, { email: values.email }, ['email'])
          : check(ZSendPinCodeRequest, { phone: values.phone }, ['phone']);
      if (target) await deliver(target);
    },
    [send.isPending, channel, values, check, deliver],
  );

  const sendAgain = useCallback(async () => {
    if (send.isPending || login.isPending || !sentTo) return;
    await deliver(sentTo);
  }, [send.isPending, login.isPending, sentTo, deliver]);

  /** Back to choosing where the code goes, keeping what was typed there. */
  const changeTarget = useCallback(() => {
    setSentTo(null);
    setSentMessage(null);
    showFieldErrors({}, []);
  }, [showFieldErrors]);

  const signIn = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (login.isPending || send.isPending || !sentTo) return;
      const input = check(ZLoginWithPinCodeRequest, { ...sentTo, pinCode: values.pinCode }, ['pinCode']);
      if (!input) return;
      try {
        finishSignIn(await login.mutateAsync({ ...sentTo, pinCode: input.pinCode }));
      } catch (error) {
        // 401: wrong or expired code, or too many tries. 403 (locked) is about the account.
        const wrongCode = error instanceof ApiError && error.status === 401;
        showFormError(errorMessage(error), wrongCode ? ['pinCode'] : []);
      }
    },
    [login, send.isPending, sentTo, values.pinCode, check, showFormError, finishSignIn],
  );

  return {
    ...form,
    channel,
    setChannel,
    sentTo,
    sentMessage,
    sendCode,
    sendAgain,
    changeTarget,
    signIn,
    sending: send.isPending,
    busy: login.isPending,
    succeeded: login.isSuccess,
  };
}
