import { NANO_ID_PATTERN, ZShortLinkInput } from '@curo/core/content';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateShortLink } from '../api/create-short-link';
import type { TShortLink } from '../api/get-short-links';
import { isoToLocalInput, localInputToIso, localZoneLabel } from '../utils/local-date-time';

type TField = 'target' | 'nano' | 'expiresAt';
const ORDER: readonly TField[] = ['target', 'nano', 'expiresAt'];
const fieldId = (field: TField) => `short-link-${field}`;

function ShortLinkForm({ onCreated }: { onCreated: (link: TShortLink) => void }) {
  const form = useFormState<TField>({ target: '', nano: '', expiresAt: '' }, fieldId, {
    alertId: 'short-link-alert',
  });
  const create = useCreateShortLink();

  const submit = async () => {
    const { target, nano, expiresAt } = form.values;
    const input = form.check(
      ZShortLinkInput,
      {
        target: target.trim(),
        nano: nano.trim() || undefined,
        // A time the box cannot give goes as typed, for the schema to refuse in this form's words.
        expiresAt: expiresAt ? (localInputToIso(expiresAt) ?? expiresAt) : null,
      },
      ORDER,
      { expiresAt: 'Enter a date and time' },
    );
    if (!input) return;
    // Most refusals are about where it leads (a site we do not allow), so that field points at them.
    await form.send(async () => onCreated(await create.mutateAsync(input)), ['target']);
  };

  return (
    <DialogForm
      label="Make a short link"
      form={form}
      onSubmit={submit}
      busy={create.isPending}
      submitLabel="Make short link"
      busyLabel="Making the link…"
    >
      <TextField
        {...form.text('target')}
        label="Where it leads"
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        placeholder="/blog/flu-season"
        hint="A path on this site, such as /pricing, or an https:// address on a partner site we allow."
      />
      <TextField
        {...form.text('nano')}
        label="Code"
        optional
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        pattern={NANO_ID_PATTERN.source}
        hint={`${window.location.host}/t/${form.values.nano.trim() || 'abc123'}. Left empty, one is made up.`}
      />
      <TextField
        {...form.text('expiresAt')}
        label="Stops working at"
        optional
        type="datetime-local"
        min={isoToLocalInput(new Date())}
        hint={`In your time zone, ${localZoneLabel()}. Left empty, it never expires.`}
      />
    </DialogForm>
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
    <FormDialog
      open={open}
      wide
      onClose={onClose}
      title="Make a short link"
      description="A short address for print, SMS or social posts that leads to a page on the site."
    >
      <ShortLinkForm
        onCreated={(link) => {
          toast.success(`${link.shortUrl} is ready.`);
          onCreated(link);
        }}
      />
    </FormDialog>
  );
}
