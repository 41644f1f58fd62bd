import { paths } from '@curo/core/routes';
import { ZReactivateAccountRequest } from '@curo/core/users';
import { useState } from 'react';
import { Link } from 'react-router';
import { primaryButton, textLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageMeta } from '../../../components/ui/page-meta';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';
import { useRequestReactivation } from '../api/request-reactivation';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { StatusMessage } from '../components/status-message';

type TField = 'email' | 'message';
const idFor = (field: TField) => `reactivate-${field}`;

/**
 * `/reactivate-account`: someone whose account was closed or paused asks for it back, with a note
 * for the team if they like. The team reviews it; nothing reopens by itself (decision 0053).
 */
export function ReactivateAccountPage() {
  const form = useFormState<TField>({ email: '', message: '' }, idFor, { alertId: 'reactivate-alert' });
  const request = useRequestReactivation();
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const input = form.check(
      ZReactivateAccountRequest,
      { email: form.values.email, message: form.values.message.trim() || undefined },
      ['email', 'message'],
    );
    if (!input) return;
    try {
      const answer = await request.mutateAsync(input);
      setSent(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        form.showFieldErrors({ email: errorMessage(error) }, ['email']);
      else form.showFormError(errorMessage(error));
    }
  };

  return (
    <>
      <PageMeta
        title="Reactivate your account"
        description="Ask the Curo team to reactivate a closed or paused account."
      />
      <AuthCard
        title="Reactivate your account"
        intro={
          <p>
            If your Curo account was closed or paused, tell us the email it used. Our team checks each request
            and writes back.
          </p>
        }
        footer={
          <p>
            Your account works?{' '}
            <Link to={paths.login} className={textLink}>
              Sign in
            </Link>
          </p>
        }
      >
        <StatusMessage className="mb-5">{sent}</StatusMessage>
        {sent ? null : (
          <form
            onSubmit={submit}
            noValidate
            className="flex flex-col gap-5"
            aria-label="Reactivate your account"
          >
            {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
            <EmailField {...form.text('email')} />
            <TextAreaField
              {...form.text('message')}
              label="Anything we should know"
              optional
              rows={4}
              maxLength={2000}
              counted
            />
            <button type="submit" disabled={request.isPending} className={primaryButton}>
              {request.isPending ? 'Sending…' : 'Send request'}
            </button>
          </form>
        )}
      </AuthCard>
    </>
  );
}
