import { ihiMessages, ZSubmitIhiRequest } from '@curo/core/ihi';
import { IdCard } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { useFormState } from '../../../lib/use-form-state';
import { useConsultIhi, useSubmitIhi } from '../api/ihi';

/** An IHI in blocks of four, as the My Health Record screen shows it. */
const inBlocks = (ihi: string) => ihi.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The Individual Healthcare Identifier of a consult's patient, and a form to record it (the patient,
 * the treating clinicians, admins). It is never checked with the HI Service, and says so.
 */
export function IhiCard({ appointmentId }: { appointmentId: string }) {
  const baseId = useId();
  const alertId = `${baseId}-alert`;
  const current = useConsultIhi(appointmentId);
  const submit = useSubmitIhi(appointmentId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState('');
  const form = useFormState<'ihi'>({ ihi: '' }, (field) => `${baseId}-${field}`, { alertId });

  // Not the caller's to see (a guest in the consult): nothing to show.
  if (current.isError) return null;
  const data = current.data;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(ZSubmitIhiRequest, form.values, ['ihi']);
    if (!input) return;
    if (await form.send(() => submit.mutateAsync(input.ihi), ['ihi'])) {
      setEditing(false);
      setSaved(ihiMessages.saved);
    }
  };

  return (
    <SectionCard
      id="ihi"
      title="Individual Healthcare Identifier (IHI)"
      icon={IdCard}
      description={<strong className="font-semibold text-ink">{ihiMessages.notVerified}</strong>}
    >
      {current.isPending ? (
        <p role="status" className="text-muted">
          Loading…
        </p>
      ) : data?.ihi && !editing ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-lg font-semibold tabular-nums text-ink">{inBlocks(data.ihi)}</p>
            <p className="text-sm text-muted">
              Unverified
              {data.submittedBy && data.submittedAt
                ? ` · recorded by ${data.submittedBy.name}, ${formatDateTimeWithYear(data.submittedAt)}`
                : ''}
            </p>
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              form.resetValues({ ihi: data.ihi ?? '' });
              setEditing(true);
            }}
          >
            Change IHI
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
          {form.formError ? <FormAlert id={alertId}>{form.formError}</FormAlert> : null}
          <TextField
            {...form.text('ihi')}
            label="IHI"
            inputMode="numeric"
            autoComplete="off"
            hint="16 digits starting 800360, from the Medicare app or myGov."
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Saving…' : 'Save IHI'}
            </Button>
            {editing ? (
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      )}
      <p role="status" className="mt-2 text-sm text-muted">
        {saved}
      </p>
    </SectionCard>
  );
}
