import { BOT_ACTIONS, botMessages, ZBotRequest } from '@curo/core/content';
import { isValidEmail } from '@curo/core/email';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
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
 * Hands a question the assistant could not answer to the team: `sendBotRequest` for a reply by
 * email, `sendBotActionEmail` when the visitor asks for something (a call back, booking help).
 */
export function useHandOverForm(exchange: TExchange) {
  const [values, setValues] = useState<Record<THandOverField, string>>({
    question: exchange.question,
    email: '',
    name: '',
    phone: '',
    action: '',
  });
  const [errors, setErrors] = useState<Partial<Record<THandOverField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusField, setFocusField] = useState<THandOverField | null>(null);
  const plain = useSendBotRequest();
  const withAction = useSendBotActionEmail();
  const busy = plain.isPending || withAction.isPending;

  useEffect(() => {
    if (!focusField) return;
    document.getElementById(handOverFieldId(exchange.id, focusField))?.focus();
    setFocusField(null);
  }, [focusField, exchange.id]);

  const setValue = useCallback((field: THandOverField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setFormError(null);
  }, []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy) return;
      const request: TBotRequest = {
        question: values.question.trim(),
        email: values.email.trim(),
        ...(values.name.trim() ? { name: values.name.trim() } : {}),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      };
      const next: Partial<Record<THandOverField, string>> = {};
      const parsed = ZBotRequest.safeParse(request);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) next[issue.path[0] as THandOverField] ??= issue.message;
      }
      if (!next.email && !isValidEmail(request.email)) next.email = INVALID_EMAIL;
      if (values.action === 'callback' && !request.phone) next.phone = PHONE_FOR_CALLBACK;
      if (Object.keys(next).length > 0) {
        setErrors(next);
        setFocusField(FIELD_ORDER.find((f) => next[f]) ?? null);
        return;
      }
      try {
        const action = values.action as TBotAction | '';
        const answer = action
          ? await withAction.mutateAsync({ ...request, action })
          : await plain.mutateAsync(request);
        conversation.handedOver(exchange.id, answer.message || botMessages.handedOver);
      } catch (error) {
        const message = error instanceof ApiError && error.status < 500 ? error.message : SEND_FAILED;
        if (message === INVALID_EMAIL) {
          setErrors({ email: message });
          setFocusField('email');
        } else {
          setFormError(message);
        }
      }
    },
    [busy, values, plain, withAction, exchange.id],
  );

  return { values, errors, formError, setValue, submit, busy };
}
