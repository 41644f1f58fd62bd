import type { TUserDetail } from '@curo/core/users';
import { BriefcaseMedical, UserRound } from 'lucide-react';
import { ReadOnlyField } from '../../../components/ui/read-only-field';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { StickySaveBar } from '../../../components/ui/sticky-save-bar';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { doctorFieldId, useDoctorProfileForm } from '../hooks/use-doctor-profile-form';
import { BIO_MAX_LENGTH } from '../utils/doctor-profile-values';
import { TIME_ZONE_OPTIONS } from '../utils/time-zones';
import { NameAndPhoneFields } from './name-and-phone-fields';
import { SpecialtiesInput } from './specialties-input';

/** A doctor's name, contact, public profile and time zone: one form, one save. */
export function DoctorProfileForm({ user }: { user: TUserDetail }) {
  const form = useDoctorProfileForm({ user });
  const { values, errors, specialties, setSpecialties, submit, busy } = form;

  return (
    <form onSubmit={submit} noValidate aria-label="Your profile" className="flex flex-col gap-6">
      <SectionCard
        id="details"
        title="Your details"
        icon={UserRound}
        description="Your name as patients see it, and how Curo reaches you."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <NameAndPhoneFields form={form} phoneHint="For Curo staff only; patients never see it." />
          <ReadOnlyField
            id="doctor-username"
            label="Public username"
            value={user.doctorProfile?.username ?? ''}
            hint="Part of your consult room link. Ask a Curo administrator to change it."
          />
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
              {...form.text('providerNumber')}
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
            {...form.text('bio')}
            label="About you"
            maxLength={BIO_MAX_LENGTH}
            rows={6}
            counted
            optional
            hint="Your training, interests and the patients you see. Written for patients, in plain words."
          />
          <div className="sm:max-w-[calc(50%-10px)]">
            <SelectField
              {...form.text('timeZone')}
              label="Time zone"
              options={TIME_ZONE_OPTIONS}
              hint="Your availability is set in this zone."
            />
          </div>
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
