import { BOT_ACTIONS, botMessages, ZBotRequest } from '@curo/core/content';
import { isValidEmail } from '@curo/core/email';
import { type FormEvent, useCallback } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useFormState } from '../../../lib/use-form-state';
import { type TBotAction, useSendBotActionEmail } from '../api/send-bot-action-email';
import { type TBotRequest, useSendBotRequest } from '../api/send-bot-request';
import { conversation, type TExchange } from './conversation-store';

export type THandOverField = 'question' | 'email' | 'name' | 'phone' | 'action';
const FIELD_ORDER: readonly THandOverField[] = ['question', 'email', 'name', 'phone', 'action'];

/** What the visitor would like; "" is a plain reply by email. */
export const ACTION_LABELS: Record<TBotAction | '', string> = {
  '': 'An answer by email',
  callback: 'A call back',
  bookingHelp: 'Help booking a consult',
  billingHelp: 'Help with a bill or payment',
  other: 'Something else',
};
export const ACTION_OPTIONS = (['', ...BOT_ACTIONS] as const).map((value) => ({
  value,
  label: ACTION_LABELS[value],
}));

export const INVALID_EMAIL = 'Please enter a valid email';
export const PHONE_FOR_CALLBACK = 'Enter a phone number so we can call you back';
export const SEND_FAILED = 'We could not send that just now. Please try again.';

export const handOverFieldId = (exchangeId: string, field: THandOverField) =>
  `handover-${exchangeId}-${field}`;

/**
 * The hand-over as the form checks it: the request's own rules, a well-formed email (checked
 * after "enter your email"), and a phone number when the visitor asks to be called back.
 */
const ZHandOver = ZBotRequest.extend({ action: z.enum(['', ...BOT_ACTIONS]) }).superRefine((v, ctx) => {
  if (v.email.trim() && !isValidEmail(v.email.trim()))
    ctx.addIssue({ code: 'custom', path: ['email'], message: INVALID_EMAIL });
  if (v.action === 'callback' && !v.phone?.trim())
    ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_FOR_CALLBACK });
});

/** Optional fields left empty are left out of the request rather than sent blank. */
const orUndefined = (value: string) => value.trim() || undefined;

/**
 * Hands a question the assistant could not answer to the team: `sendBotRequest` for a reply by
 * email, `sendBotActionEmail` when the visitor asks for something (a call back, booking help).
 */
export function useHandOverForm(exchange: TExchange) {
  const idFor = useCallback((field: THandOverField) => handOverFieldId(exchange.id, field), [exchange.id]);
  const form = useFormState<THandOverField>(
    { question: exchange.question, email: '', name: '', phone: '', action: '' },
    idFor,
  );
  const plain = useSendBotRequest();
  const withAction = useSendBotActionEmail();
  const busy = plain.isPending || withAction.isPending;
  const { values, check, showFieldErrors, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy) return;
      const checked = check(
        ZHandOver,
        { ...values, name: orUndefined(values.name), phone: orUndefined(values.phone) },
        FIELD_ORDER,
      );
      if (!checked) return;
      const { action, ...request }: { action: TBotAction | '' } & TBotRequest = checked;
      try {
        const answer = action
          ? await withAction.mutateAsync({ ...request, action })
          : await plain.mutateAsync(request);
        conversation.handedOver(exchange.id, answer.message || botMessages.handedOver);
      } catch (error) {
        const message = error instanceof ApiError && error.status < 500 ? error.message : SEND_FAILED;
        if (message === INVALID_EMAIL) showFieldErrors({ email: message }, FIELD_ORDER);
        else showFormError(message);
      }
    },
    [busy, values, check, showFieldErrors, showFormError, plain, withAction, exchange.id],
  );

  return { ...form, submit, busy };
}
