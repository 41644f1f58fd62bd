import { MAGIC_LINK_TTL_MINUTES } from '@curo/core/auth';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import type { useMagicLinkForm } from '../hooks/use-magic-link-form';
import type { TMagicTokenSignIn } from '../hooks/use-magic-token-sign-in';
import { EmailField } from './email-field';
import { StatusMessage } from './status-message';

const LINK_PROBLEM_ID = 'magic-token-alert';

interface MagicLinkFormProps {
  form: ReturnType<typeof useMagicLinkForm>;
  /** A sign-in link that was opened and did not work. */
  linkProblem?: Extract<TMagicTokenSignIn, { status: 'failed' }>;
}

/** "Email me a link": a one-time link that signs in without a password. */
export function MagicLinkForm({ form, linkProblem }: MagicLinkFormProps) {
  const { formError, submit, busy, sentMessage } = form;
  // Once a new link is asked for, the old one's problem is no longer the news.
  const showLinkProblem = linkProblem && !sentMessage && !formError && !busy;

  return (
    <>
      <StatusMessage className="mb-5">{sentMessage}</StatusMessage>
      {showLinkProblem ? (
        <div className="mb-5 flex flex-col gap-3">
          <FormAlert id={LINK_PROBLEM_ID}>{linkProblem.message}</FormAlert>
          {linkProblem.canRetry ? (
            <button type="button" onClick={linkProblem.retry} className={secondaryButton}>
              Try the link again
            </button>
          ) : null}
        </div>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Ask for a sign-in link">
        <p className="text-muted">
          We will email you a link that signs you in without a password. It works once, for{' '}
          {MAGIC_LINK_TTL_MINUTES} minutes.
        </p>
        {formError ? <FormAlert id={form.alertId}>{formError}</FormAlert> : null}
        <EmailField {...form.text('email')} />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Sending…' : sentMessage ? 'Send another link' : 'Send sign-in link'}
        </button>
      </form>
    </>
  );
}
