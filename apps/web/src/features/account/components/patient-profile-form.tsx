import type { SEXES, TUserDetail } from '@curo/core/users';
import { CheckCircle2, CreditCard, MapPin, UserRound } from 'lucide-react';
import { primaryButton } from '../../../components/ui/button';
import { controlBase, controlBorder, labelClass } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { patientFieldId, usePatientProfileForm } from '../hooks/use-patient-profile-form';
import { todayIso } from '../utils/format-date';
import { formatExpiryInput, medicareIrnFeedback, medicareNumberFeedback } from '../utils/medicare-feedback';
import type { TPatientField } from '../utils/patient-profile-values';
import { stateName } from '../utils/state-name';
import { TIME_ZONE_OPTIONS } from '../utils/time-zones';

const ALERT_ID = 'profile-alert';

const SEX_OPTIONS: ReadonlyArray<{ value: (typeof SEXES)[number]; label: string }> = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'intersex', label: 'Intersex' },
  { value: 'unspecified', label: 'Prefer not to say' },
];

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
  const { values, errors, formError, alertFields, setValue, submit, busy, postcodeLookup } =
    usePatientProfileForm({ user });

  const fieldProps = (field: TPatientField) => ({
    id: patientFieldId(field),
    name: field,
    value: values[field],
    onValueChange: (v: string) => setValue(field, v),
    error: errors[field],
    alertId: alertFields.includes(field) ? ALERT_ID : undefined,
  });

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
          <TextField {...fieldProps('firstName')} label="First name" autoComplete="given-name" />
          <TextField {...fieldProps('lastName')} label="Last name" autoComplete="family-name" />
          <TextField
            {...fieldProps('phone')}
            label="Mobile number"
            type="tel"
            autoComplete="tel"
            optional
            hint="For reminders and for the doctor to call if video drops out."
          />
          <TextField
            {...fieldProps('dateOfBirth')}
            label="Date of birth"
            type="date"
            autoComplete="bday"
            max={todayIso()}
            optional
          />
          <SelectField
            {...fieldProps('sex')}
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
              {...fieldProps('addressLine')}
              label="Street address"
              autoComplete="street-address"
              optional
            />
          </div>
          <TextField
            {...fieldProps('suburb')}
            label="Suburb or town"
            autoComplete="address-level2"
            optional
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              {...fieldProps('postcode')}
              error={errors.postcode ?? postcodeLookup.unknown}
              label="Postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              optional
            />
            <div>
              <label htmlFor="profile-state" className={labelClass}>
                State
              </label>
              {/* Read-only: the state follows from the postcode, so the two cannot disagree. */}
              <input
                id="profile-state"
                name="state"
                readOnly
                value={postcodeLookup.state}
                placeholder="From postcode"
                aria-describedby="profile-state-hint"
                className={`${controlBase} ${controlBorder(false)} bg-surface text-muted`}
              />
              <p id="profile-state-hint" className="sr-only">
                Filled in from your postcode
              </p>
            </div>
          </div>
          <p role="status" className="sr-only">
            {stateText}
          </p>
          <div className="sm:col-span-2">
            <SelectField
              {...fieldProps('timeZone')}
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
              {...fieldProps('medicareNumber')}
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
            {...fieldProps('medicareIrn')}
            error={errors.medicareIrn ?? (irn.kind === 'error' ? irn.message : undefined)}
            label="IRN"
            inputMode="numeric"
            autoComplete="off"
            maxLength={1}
            optional
            hint="Beside your name."
          />
          <TextField
            {...fieldProps('medicareExpiry')}
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
            {...fieldProps('ihi')}
            label="Individual Healthcare Identifier (IHI)"
            inputMode="numeric"
            autoComplete="off"
            optional
            hint="16 digits starting 800360. You can find it in myGov, under Medicare."
          />
        </div>
      </SectionCard>

      {/* Sticky from tablets up, so saving is always in reach on a long form; on phones it would
          sit over the field being typed in, above the keyboard. */}
      <div className="sm:sticky sm:bottom-0 sm:z-10 sm:rounded-card sm:border sm:border-line sm:bg-white/95 sm:px-5 sm:py-4 sm:shadow-card sm:backdrop-blur">
        {formError ? (
          <div className="mb-4">
            <FormAlert id={ALERT_ID}>{formError}</FormAlert>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="hidden text-sm text-muted sm:block">Changes are kept once you save.</p>
          <button type="submit" disabled={busy} className={`${primaryButton} w-full sm:w-auto`}>
            {busy ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </div>
    </form>
  );
}
