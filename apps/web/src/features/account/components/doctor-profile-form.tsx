import type { TUserDetail } from '@curo/core/users';
import { BriefcaseMedical, UserRound } from 'lucide-react';
import { primaryButton } from '../../../components/ui/button';
import { controlBase, controlBorder, labelClass } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { doctorFieldId, useDoctorProfileForm } from '../hooks/use-doctor-profile-form';
import { BIO_MAX_LENGTH, type TDoctorValues } from '../utils/doctor-profile-values';
import { TIME_ZONE_OPTIONS } from '../utils/time-zones';
import { SpecialtiesInput } from './specialties-input';

const ALERT_ID = 'doctor-profile-alert';

/** A doctor's name, contact, public profile and time zone: one form, one save. */
export function DoctorProfileForm({ user }: { user: TUserDetail }) {
  const { values, errors, formError, alertFields, setValue, specialties, setSpecialties, submit, busy } =
    useDoctorProfileForm({ user });

  const fieldProps = (field: keyof TDoctorValues) => ({
    id: doctorFieldId(field),
    name: field,
    value: values[field],
    onValueChange: (v: string) => setValue(field, v),
    error: errors[field],
    alertId: alertFields.includes(field) ? ALERT_ID : undefined,
  });

  const username = user.doctorProfile?.username ?? '';
  return (
    <form onSubmit={submit} noValidate aria-label="Your profile" className="flex flex-col gap-6">
      <SectionCard
        id="details"
        title="Your details"
        icon={UserRound}
        description="Your name as patients see it, and how Curo reaches you."
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
            hint="For Curo staff only; patients never see it."
          />
          <div>
            <label htmlFor="doctor-username" className={labelClass}>
              Public username
            </label>
            <input
              id="doctor-username"
              readOnly
              value={username}
              aria-describedby="doctor-username-hint"
              className={`${controlBase} ${controlBorder(false)} bg-surface text-muted`}
            />
            <p id="doctor-username-hint" className="mt-1 text-sm text-muted">
              Part of your consult room link. Ask a Curo administrator to change it.
            </p>
          </div>
        </div>
      </SectionCard>

      <SectionCard
        id="professional"
        title="Professional profile"
        icon={BriefcaseMedical}
        description="Shown to patients choosing a doctor, and printed on your documents."
      >
        <div className="flex flex-col gap-5">
          <div className="sm:max-w-[calc(50%-10px)]">
            <TextField
              {...fieldProps('providerNumber')}
              label="Medicare provider number"
              autoComplete="off"
              maxLength={20}
              optional
              hint="As issued by Services Australia for this practice location."
            />
          </div>
          <SpecialtiesInput
            id={doctorFieldId('specialties')}
            tags={specialties}
            draft={values.specialties}
            onChange={setSpecialties}
            error={errors.specialties}
          />
          <TextAreaField
            {...fieldProps('bio')}
            label="About you"
            maxLength={BIO_MAX_LENGTH}
            rows={6}
            counted
            optional
            hint="Your training, interests and the patients you see. Written for patients, in plain words."
          />
          <div className="sm:max-w-[calc(50%-10px)]">
            <SelectField
              {...fieldProps('timeZone')}
              label="Time zone"
              options={TIME_ZONE_OPTIONS}
              hint="Your availability is set in this zone."
            />
          </div>
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
