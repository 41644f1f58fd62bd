import { PIN_LENGTH, PIN_TTL_MINUTES } from '@curo/core/auth';
import { useEffect, useRef } from 'react';
import { primaryButton, textLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { pinFieldId, type TPinChannel, type usePinCodeLogin } from '../hooks/use-pin-code-login';
import { EmailField } from './email-field';
import { StatusMessage } from './status-message';

const CHANNELS: readonly { key: TPinChannel; label: string }[] = [
  { key: 'email', label: 'By email' },
  { key: 'phone', label: 'By text message' },
];

const smallLinkButton = `${textLink} inline-flex min-h-11 items-center text-sm disabled:cursor-not-allowed disabled:opacity-70`;

/** "Use a code": choose email or mobile, send, then type the 6-digit code. */
export function PinCodeSignIn({ form }: { form: ReturnType<typeof usePinCodeLogin> }) {
  const {
    values,
    formError,
    alertId,
    text,
    channel,
    setChannel,
    sentTo,
    sentMessage,
    sendCode,
    sendAgain,
    changeTarget,
    signIn,
    sending,
    busy,
  } = form;
  const pinCode = text('pinCode');

  // Focus follows the steps: to the code once one is sent, back to the address on "use a
  // different…". Not when the panel first shows (or StrictMode re-runs the effect).
  const shownStep = useRef(sentTo);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of step moves focus; `channel` is read.
  useEffect(() => {
    if (shownStep.current === sentTo) return;
    shownStep.current = sentTo;
    document.getElementById(pinFieldId(sentTo ? 'pinCode' : channel))?.focus();
  }, [sentTo]);

  return (
    <>
      <StatusMessage className="mb-5">{sentMessage}</StatusMessage>
      {sentTo === null ? (
        <form onSubmit={sendCode} noValidate className="flex flex-col gap-5" aria-label="Get a sign-in code">
          <p className="text-muted">
            We will send you a {PIN_LENGTH}-digit code that signs you in. It works for {PIN_TTL_MINUTES}{' '}
            minutes.
          </p>
          {formError ? <FormAlert id={alertId}>{formError}</FormAlert> : null}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">Send the code</legend>
            <div className="grid grid-cols-2 gap-3">
              {CHANNELS.map((option) => (
                <label
                  key={option.key}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 py-2 text-sm font-medium text-ink has-checked:border-primary has-checked:bg-primary-soft/40 has-focus-visible:ring-2 has-focus-visible:ring-primary/40"
                >
                  <input
                    type="radio"
                    name="pin-channel"
                    value={option.key}
                    checked={channel === option.key}
                    onChange={() => setChannel(option.key)}
                    className="size-5 shrink-0 accent-primary"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          {channel === 'email' ? (
            <EmailField {...text('email')} />
          ) : (
            <TextField
              {...text('phone')}
              label="Mobile number"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint="An Australian mobile, for example 0412 345 678."
            />
          )}
          <button type="submit" disabled={sending} className={primaryButton}>
            {sending ? 'Sending…' : 'Send code'}
          </button>
        </form>
      ) : (
        <form onSubmit={signIn} noValidate className="flex flex-col gap-5" aria-label="Sign in with a code">
          <p className="text-muted">
            Enter the code we sent to{' '}
            <span className="font-semibold break-words text-ink">
              {'email' in sentTo ? sentTo.email : values.phone.trim()}
            </span>
            .
          </p>
          {formError ? <FormAlert id={alertId}>{formError}</FormAlert> : null}
          <TextField
            {...pinCode}
            label={`${PIN_LENGTH}-digit code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PIN_LENGTH}
            pattern="[0-9]*"
            spellCheck={false}
            onValueChange={(v) => pinCode.onValueChange(v.replace(/[\s-]/g, ''))}
          />
          <button type="submit" disabled={busy || sending} className={primaryButton}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <div className="flex flex-wrap gap-x-6">
            <button type="button" onClick={sendAgain} disabled={sending || busy} className={smallLinkButton}>
              {sending ? 'Sending a new code…' : 'Send a new code'}
            </button>
            <button type="button" onClick={changeTarget} disabled={busy} className={smallLinkButton}>
              {'email' in sentTo ? 'Use a different email' : 'Use a different number'}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
