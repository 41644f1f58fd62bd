import { ihiMessages } from '@curo/core/ihi';
import type { TUserDetail } from '@curo/core/users';
import { CheckCircle2, CreditCard, MapPin, UserRound } from 'lucide-react';
import { ReadOnlyField } from '../../../components/ui/read-only-field';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { StickySaveBar } from '../../../components/ui/sticky-save-bar';
import { TextField } from '../../../components/ui/text-field';
import { usePatientProfileForm } from '../hooks/use-patient-profile-form';
import { todayIso } from '../utils/format-date';
import { formatExpiryInput, medicareIrnFeedback, medicareNumberFeedback } from '../utils/medicare-feedback';
import { SEX_OPTIONS } from '../utils/sex-options';
import { stateName } from '../utils/state-name';
import { TIME_ZONE_OPTIONS } from '../utils/time-zones';
import { NameAndPhoneFields } from './name-and-phone-fields';

/** A good word under a field, in green, with the tick that says it is not a hint. */
function LooksRight({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-success">
      <CheckCircle2 className="size-4 shrink-0" aria-hidden />
      {children}
    </span>
  );
}

/**
 * The patient's details, address, time zone and Medicare card: one form, one save. The Medicare
 * number is checked as it is typed, with the same check digit rule the server uses.
 */
export function PatientProfileForm({ user }: { user: TUserDetail }) {
  const form = usePatientProfileForm({ user });
  const { values, errors, setValue, submit, busy, postcodeLookup } = form;

  const medicare = medicareNumberFeedback(values.medicareNumber);
  const irn = medicareIrnFeedback(values.medicareIrn);
  const stateText = postcodeLookup.looking
    ? 'Looking up your postcode…'
    : postcodeLookup.state
      ? `${stateName(postcodeLookup.state)} (${postcodeLookup.state})`
      : '';

  return (
    <form onSubmit={submit} noValidate aria-label="Your details" className="flex flex-col gap-6">
      <SectionCard
        id="details"
        title="Personal details"
        icon={UserRound}
        description="Your doctor uses these to confirm who they are speaking with."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <NameAndPhoneFields
            form={form}
            phoneHint="For reminders and for the doctor to call if video drops out."
          />
          <TextField
            {...form.text('dateOfBirth')}
            label="Date of birth"
            type="date"
            autoComplete="bday"
            max={todayIso()}
            optional
          />
          <SelectField
            {...form.text('sex')}
            label="Sex"
            options={SEX_OPTIONS}
            emptyLabel="Choose one"
            optional
            hint="As recorded with Medicare."
          />
        </div>
      </SectionCard>

      <SectionCard
        id="address"
        title="Address and time zone"
        icon={MapPin}
        description="Where you usually live. Appointment times are shown in your time zone."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              {...form.text('addressLine')}
              label="Street address"
              autoComplete="street-address"
              optional
            />
          </div>
          <TextField {...form.text('suburb')} label="Suburb or town" autoComplete="address-level2" optional />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              {...form.text('postcode')}
              error={errors.postcode ?? postcodeLookup.unknown}
              label="Postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              optional
            />
            {/* Read-only: the state follows from the postcode, so the two cannot disagree. */}
            <ReadOnlyField
              id="profile-state"
              name="state"
              label="State"
              value={postcodeLookup.state}
              placeholder="From postcode"
              hint="Filled in from your postcode"
              hintHidden
            />
          </div>
          <p role="status" className="sr-only">
            {stateText}
          </p>
          <div className="sm:col-span-2">
            <SelectField
              {...form.text('timeZone')}
              label="Time zone"
              options={TIME_ZONE_OPTIONS}
              hint="Queensland, the Northern Territory and Western Australia do not change their clocks."
            />
          </div>
        </div>
      </SectionCard>

      <SectionCard
        id="medicare"
        title="Medicare card"
        icon={CreditCard}
        description="Needed for a Medicare rebate on specialist consults. Enter all three details from the front of your card, or leave them all empty."
      >
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.3fr)]">
          <div className="col-span-2 sm:col-span-1">
            <TextField
              {...form.text('medicareNumber')}
              error={errors.medicareNumber ?? (medicare.kind === 'error' ? medicare.message : undefined)}
              label="Card number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              optional
              hint={
                medicare.kind === 'ok' ? (
                  <LooksRight>{medicare.message}</LooksRight>
                ) : (
                  'The 10 digits across the middle of the card.'
                )
              }
            />
          </div>
          <TextField
            {...form.text('medicareIrn')}
            error={errors.medicareIrn ?? (irn.kind === 'error' ? irn.message : undefined)}
            label="IRN"
            inputMode="numeric"
            autoComplete="off"
            maxLength={1}
            optional
            hint="Beside your name."
          />
          <TextField
            {...form.text('medicareExpiry')}
            onValueChange={(v) => setValue('medicareExpiry', formatExpiryInput(v))}
            label="Valid to"
            inputMode="numeric"
            autoComplete="off"
            placeholder="MM/YYYY"
            optional
          />
        </div>
        {/* Read out as the number is typed: the visible verdict sits in the field's description. */}
        <p role="status" className="sr-only">
          {medicare.kind === 'none' ? '' : medicare.message}
        </p>
        <div className="mt-5 sm:max-w-[calc(50%-10px)]">
          <TextField
            {...form.text('ihi')}
            label="Individual Healthcare Identifier (IHI)"
            inputMode="numeric"
            autoComplete="off"
            optional
            hint={`16 digits starting 800360. You can find it in myGov, under Medicare. ${ihiMessages.notVerified}.`}
          />
        </div>
      </SectionCard>

      <StickySaveBar
        form={form}
        note="Changes are kept once you save."
        submitLabel="Save changes"
        busy={busy}
      />
    </form>
  );
}
