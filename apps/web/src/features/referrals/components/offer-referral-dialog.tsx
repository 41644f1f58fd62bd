import {
  GP_REFERRAL_MONTHS,
  MAX_STATED_REFERRAL_MONTHS,
  SPECIALIST_REFERRAL_MONTHS,
} from '@curo/core/referrals';
import type { TAppointment } from '@curo/core/scheduling';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useSpecialists } from '../api/get-specialists';
import { type TTargetKind, type TValidityKind, useOfferReferralForm } from '../hooks/use-offer-referral-form';
import { ConsultReferrals } from './consult-referrals';

const KINDS: readonly { value: TTargetKind; label: string }[] = [
  { value: 'specialty', label: 'A specialty on Curo' },
  { value: 'doctor', label: 'A named specialist on Curo' },
  { value: 'external', label: 'A provider outside Curo' },
];
const VALIDITIES: readonly { value: TValidityKind; label: string }[] = [
  {
    value: 'standard',
    label: `Standard: ${GP_REFERRAL_MONTHS} months from a GP, ${SPECIALIST_REFERRAL_MONTHS} from a specialist`,
  },
  { value: 'months', label: 'A stated number of months (GPs)' },
  { value: 'indefinite', label: 'Indefinite, for a chronic condition (GPs)' },
];
/** Consults a referral may be offered from (the server says the same: decision 0042). */
const OFFERABLE = new Set(['in_progress', 'ended', 'completed']);

function OfferReferralForm({ appointmentId, onDone }: { appointmentId: string; onDone: () => void }) {
  const { form, submit, busy } = useOfferReferralForm({ appointmentId, onDone });
  const { kind, validity, specialty } = form.values;
  const specialists = useSpecialists(kind === 'doctor' ? specialty : '');
  const doctorOptions = (specialists.data ?? []).map((d) => ({
    value: d.id,
    label: `Dr ${d.firstName} ${d.lastName}`,
  }));
  return (
    <DialogForm
      label="Offer a referral"
      form={form}
      onSubmit={submit}
      busy={busy}
      submitLabel="Offer referral"
      busyLabel="Offering…"
    >
      <SelectField
        {...form.text('kind')}
        onValueChange={(v) => form.setValue('kind', v)}
        value={kind}
        label="Refer to"
        options={KINDS}
      />
      {kind !== 'external' ? (
        <TextField
          {...form.text('specialty')}
          label="Specialty"
          hint="As listed on Curo, such as Dermatology."
        />
      ) : null}
      {kind === 'doctor' ? (
        <SelectField
          {...form.text('doctorId')}
          onValueChange={(v) => form.setValue('doctorId', v)}
          label="Specialist"
          options={doctorOptions}
          emptyLabel={specialists.isFetching ? 'Finding specialists…' : 'Choose a specialist'}
        />
      ) : null}
      {kind === 'external' ? (
        <>
          <TextField {...form.text('name')} label="Provider’s name" autoComplete="off" />
          <TextField {...form.text('practice')} label="Practice" optional autoComplete="off" />
          <TextField {...form.text('email')} label="Email" type="email" optional autoComplete="off" />
          <TextField
            {...form.text('fax')}
            label="Fax"
            inputMode="tel"
            optional
            hint="With its area code, such as 02 9876 5432."
          />
          <TextField {...form.text('phone')} label="Phone" inputMode="tel" optional />
        </>
      ) : null}
      <TextAreaField {...form.text('reason')} label="Reason for referral" maxLength={500} counted />
      <TextAreaField {...form.text('clinicalDetails')} label="Clinical details" maxLength={5000} counted />
      <SelectField
        {...form.text('validity')}
        onValueChange={(v) => form.setValue('validity', v)}
        value={validity}
        label="Valid for"
        options={VALIDITIES}
      />
      {validity === 'months' ? (
        <TextField
          {...form.text('months')}
          label="Months"
          inputMode="numeric"
          hint={`From 1 to ${MAX_STATED_REFERRAL_MONTHS}.`}
        />
      ) : null}
    </DialogForm>
  );
}

/**
 * "Referrals from this consult" on a consult's page: shown to the consult's own doctor once the
 * consult has started (or is over). "Offer referral" opens the referral form; the list under it
 * shows each referral offered from this consult and sends an accepted one's letter. Nobody else
 * sees it.
 */
export function OfferReferral({
  appointment,
}: {
  appointment: Pick<TAppointment, 'id' | 'doctorId' | 'status'>;
}) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user || user.id !== appointment.doctorId || !OFFERABLE.has(appointment.status)) return null;
  return (
    <SectionCard
      id="consult-referrals"
      title="Referrals from this consult"
      description="The patient accepts or declines each one; once accepted, you can send the letter to an outside provider."
      action={
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Offer referral
        </Button>
      }
    >
      <ConsultReferrals appointmentId={appointment.id} />
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Offer a referral"
        description="The patient is asked to accept or decline it. Referrals on Curo lead to booking that specialist or specialty with the referral attached."
        wide
      >
        <OfferReferralForm appointmentId={appointment.id} onDone={() => setOpen(false)} />
      </FormDialog>
    </SectionCard>
  );
}
