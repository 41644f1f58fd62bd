import { type TReferral, ZSendReferralByDoctor } from '@curo/core/referrals';
import { useState } from 'react';
import { useFormState } from '../../../lib/use-form-state';
import { useSendReferralLetter } from '../api/send-referral-letter';

export type TChannel = 'email' | 'fax';
type TField = 'channel' | 'email' | 'faxNumber';
const ORDER: readonly TField[] = ['channel', 'email', 'faxNumber'];

/**
 * The "Send letter" form of one referral: by email (a single-use link) or fax, prefilled with the
 * outside provider's contact; checked with the core schema the server uses. Answers where the
 * letter went once it has gone.
 */
export function useSendLetterForm(referral: TReferral) {
  const external = referral.target.external;
  const send = useSendReferralLetter();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const idFor = (field: TField) => `referral-${referral.id}-${field}`;
  const form = useFormState<TField, { channel: TChannel; email: string; faxNumber: string }>(
    {
      channel: external?.fax && !external.email ? 'fax' : 'email',
      email: external?.email ?? '',
      faxNumber: external?.fax ?? '',
    },
    idFor,
    { alertId: `referral-${referral.id}-send-alert` },
  );
  const submit = async () => {
    const { channel, email, faxNumber } = form.current();
    const body = form.check(
      ZSendReferralByDoctor,
      channel === 'email'
        ? { referralId: referral.id, channel, email }
        : { referralId: referral.id, channel, faxNumber },
      ORDER,
    );
    if (!body) return;
    setSentTo(null);
    let to = '';
    const done = await form.send(async () => {
      to = (await send.mutateAsync(body)).to;
    }, [channel === 'email' ? 'email' : 'faxNumber']);
    if (done) {
      setSentTo(to);
    }
  };
  return { form, submit, busy: send.isPending, sentTo, idFor };
}
