import { TOTP_ROLES, type TRole } from '@curo/core/auth';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, KeyRound, ShieldCheck } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import {
  dangerButton,
  linkButton,
  primaryButton,
  secondaryButton,
  textLink,
} from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useConfirmTotp } from '../api/confirm-totp';
import { useDisableTotp } from '../api/disable-totp';
import { type TTotpSetup, useSetupTotp } from '../api/setup-totp';
import { useTotpCodeForm } from '../hooks/use-totp-code-form';

const confirmFieldId = () => 'totp-confirm-code';
const disableFieldId = () => 'totp-disable-code';

/** The setup key in blocks of four, as authenticator apps accept it and people can read it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function CodeForm({
  form,
  label,
  submitLabel,
  busyLabel,
  danger = false,
  onCancel,
  cancelLabel,
}: {
  form: ReturnType<typeof useTotpCodeForm>;
  label: string;
  submitLabel: string;
  busyLabel: string;
  danger?: boolean;
  onCancel: () => void;
  cancelLabel: string;
}) {
  const { formError, alertId, text, submit, busy } = form;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={submitLabel}>
      {formError ? <FormAlert id={alertId}>{formError}</FormAlert> : null}
      <div className="max-w-[280px]">
        <TextField
          {...text('code')}
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          spellCheck={false}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" disabled={busy} className={danger ? dangerButton : primaryButton}>
          {busy ? busyLabel : submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={linkButton}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}

function SetupSteps({ setup, onCancel }: { setup: TTotpSetup; onCancel: () => void }) {
  const [copied, setCopied] = useState(false);
  const onDone = useCallback(() => {
    toast.success('Two-step sign-in is on. Signing in will ask for a code from your app.');
    onCancel();
  }, [onCancel]);
  const form = useTotpCodeForm({
    mutation: useConfirmTotp(),
    fieldId: confirmFieldId,
    alertId: 'totp-confirm-alert',
    onDone,
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied(true);
    } catch {
      toast.error('Copying is not allowed here. Select the key and copy it instead.');
    }
  };

  return (
    <ol className="mt-4 flex flex-col gap-6">
      <li>
        <p className="font-semibold text-ink">1. Add Curo to your authenticator app</p>
        <p className="mt-1 text-muted">
          Use Google Authenticator, Microsoft Authenticator, 1Password or any app that makes 6-digit codes. On
          this phone,{' '}
          <a href={setup.otpauthUrl} className={textLink}>
            open it in your authenticator app
          </a>
          ; otherwise add an account by hand with this setup key:
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p>
            <span className="sr-only">Setup key: </span>
            <code
              data-testid="totp-secret"
              className="block rounded-lg border border-line bg-surface px-3 py-2 font-mono text-base tracking-wider break-all text-ink select-all"
            >
              {grouped(setup.secret)}
            </code>
          </p>
          <button type="button" onClick={() => void copy()} className={secondaryButton}>
            {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            {copied ? 'Copied' : 'Copy key'}
          </button>
        </div>
      </li>
      <li>
        <p className="mb-3 font-semibold text-ink">2. Enter the code your app shows</p>
        <CodeForm
          form={form}
          label="6-digit code"
          submitLabel="Turn on two-step sign-in"
          busyLabel="Turning on…"
          onCancel={onCancel}
          cancelLabel="Not now"
        />
      </li>
    </ol>
  );
}

function TurnOff({ onCancel }: { onCancel: () => void }) {
  const onDone = useCallback(() => {
    toast.success('Two-step sign-in is off.');
    onCancel();
  }, [onCancel]);
  const form = useTotpCodeForm({
    mutation: useDisableTotp(),
    fieldId: disableFieldId,
    alertId: 'totp-disable-alert',
    onDone,
  });
  return (
    <div className="mt-4">
      <CodeForm
        form={form}
        label="Current code from your app"
        submitLabel="Turn off two-step sign-in"
        busyLabel="Turning off…"
        danger
        onCancel={onCancel}
        cancelLabel="Keep it on"
      />
    </div>
  );
}

/**
 * "Two-step sign-in" on the security page, for staff who may use it: set up with an authenticator
 * app (the key shown once), confirmed by a first code; turned off only with a current code, so a
 * stolen session alone cannot. Curo administrators need it to view the app as a patient.
 */
export function TwoStepSection({ role }: { role: TRole }) {
  // Asked afresh: the user cached at sign-in does not say whether it is on.
  const me = useQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  const setup = useSetupTotp();
  const [turningOff, setTurningOff] = useState(false);
  const cancelSetup = useCallback(() => setup.reset(), [setup]);
  const stopTurningOff = useCallback(() => setTurningOff(false), []);

  if (!(TOTP_ROLES as readonly TRole[]).includes(role)) return null;
  const enabled = me.data?.totpEnabled;

  let body: ReactNode;
  if (enabled === undefined) {
    body = (
      <p role="status" className="mt-3 text-muted">
        {me.isError ? errorMessage(me.error) : 'Checking…'}
      </p>
    );
  } else if (enabled) {
    body = (
      <>
        <p className="mt-2 text-muted">
          Signing in asks for a code from your authenticator app after your password, link or code.
        </p>
        {turningOff ? (
          <TurnOff onCancel={stopTurningOff} />
        ) : (
          <button type="button" onClick={() => setTurningOff(true)} className={`${dangerButton} mt-4`}>
            Turn off
          </button>
        )}
      </>
    );
  } else if (setup.data) {
    body = <SetupSteps setup={setup.data} onCancel={cancelSetup} />;
  } else {
    body = (
      <>
        <p className="mt-2 max-w-[60ch] text-muted">
          Protect your account with a code from an authenticator app as well as your password.
          {role === 'admin' ? ' Curo administrators need it to view Curo as a patient.' : ''}
        </p>
        {setup.isError ? (
          <div className="mt-4">
            <FormAlert id="totp-setup-alert">{errorMessage(setup.error)}</FormAlert>
          </div>
        ) : null}
        <button
          type="button"
          onClick={() => setup.mutate()}
          disabled={setup.isPending}
          className={`${primaryButton} mt-4`}
        >
          <KeyRound className="size-5" aria-hidden />
          {setup.isPending ? 'Starting…' : 'Set up two-step sign-in'}
        </button>
      </>
    );
  }

  return (
    <section
      aria-labelledby="two-step-heading"
      className="mt-8 rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <ShieldCheck className="size-6 shrink-0 text-primary" aria-hidden />
        <h2 id="two-step-heading" className="text-lg font-semibold text-ink">
          Two-step sign-in
        </h2>
        {enabled !== undefined ? (
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${
              enabled ? 'bg-green-50 text-success' : 'bg-surface text-muted ring-1 ring-line'
            }`}
          >
            {enabled ? 'On' : 'Off'}
          </span>
        ) : null}
      </div>
      {body}
    </section>
  );
}
