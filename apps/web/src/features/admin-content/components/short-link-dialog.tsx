import { NANO_ID_PATTERN, ZShortLinkInput } from '@curo/core/content';
import { type FormEvent, useState } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { type TShortLinkInput, useCreateShortLink } from '../api/create-short-link';
import type { TShortLink } from '../api/get-short-links';
import { isoToLocalInput, localInputToIso, localZoneLabel } from '../utils/local-date-time';

type TField = 'target' | 'nano' | 'expiresAt';

function ShortLinkForm({ onCreated }: { onCreated: (link: TShortLink) => void }) {
  const [target, setTarget] = useState('');
  const [nano, setNano] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateShortLink();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const problems: Partial<Record<TField, string>> = {};
    const expiry = expiresAt ? localInputToIso(expiresAt) : null;
    if (expiresAt && !expiry) problems.expiresAt = 'Enter a date and time';
    const input: TShortLinkInput = {
      target: target.trim(),
      nano: nano.trim() || undefined,
      expiresAt: expiry,
    };
    const parsed = ZShortLinkInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems[issue.path[0] as TField] ??= issue.message;
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      const first = (['target', 'nano', 'expiresAt'] as const).find((f) => problems[f]);
      if (first) document.getElementById(`short-link-${first}`)?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      onCreated(await create.mutateAsync(input));
    } catch (failure) {
      setFormError(errorMessage(failure));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Make a short link">
      {formError ? <FormAlert id="short-link-alert">{formError}</FormAlert> : null}
      <TextField
        id="short-link-target"
        name="target"
        label="Where it leads"
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        placeholder="/blog/flu-season"
        value={target}
        onValueChange={(value) => {
          setTarget(value);
          setErrors((e) => ({ ...e, target: undefined }));
          setFormError(null);
        }}
        error={errors.target}
        alertId={formError ? 'short-link-alert' : undefined}
        hint="A path on this site, such as /pricing, or an https:// address on a partner site we allow."
      />
      <TextField
        id="short-link-nano"
        name="nano"
        label="Code"
        optional
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        pattern={NANO_ID_PATTERN.source}
        value={nano}
        onValueChange={(value) => {
          setNano(value);
          setErrors((e) => ({ ...e, nano: undefined }));
          setFormError(null);
        }}
        error={errors.nano}
        hint={`${window.location.host}/t/${nano.trim() || 'abc123'}. Left empty, one is made up.`}
      />
      <TextField
        id="short-link-expiresAt"
        name="expiresAt"
        label="Stops working at"
        optional
        type="datetime-local"
        min={isoToLocalInput(new Date())}
        value={expiresAt}
        onValueChange={(value) => {
          setExpiresAt(value);
          setErrors((e) => ({ ...e, expiresAt: undefined }));
        }}
        error={errors.expiresAt}
        hint={`In your time zone, ${localZoneLabel()}. Left empty, it never expires.`}
      />
      <button type="submit" disabled={create.isPending} className={primaryButton}>
        {create.isPending ? 'Making the link…' : 'Make short link'}
      </button>
    </form>
  );
}

/** Makes a short link; the API refuses targets that would make us an open redirect. */
export function ShortLinkDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (link: TShortLink) => void;
}) {
  return (
    <Modal
      open={open}
      wide
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Make a short link"
      description="A short address for print, SMS or social posts that leads to a page on the site."
    >
      {open ? (
        <ShortLinkForm
          onCreated={(link) => {
            toast.success(`${link.shortUrl} is ready.`);
            onCreated(link);
          }}
        />
      ) : null}
    </Modal>
  );
}
