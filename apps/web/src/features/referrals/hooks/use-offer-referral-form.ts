import { type TOfferReferral, ZOfferReferral } from '@curo/core/referrals';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useOfferReferral } from '../api/offer-referral';

export type TTargetKind = 'specialty' | 'doctor' | 'external';
export type TValidityKind = 'standard' | 'months' | 'indefinite';

type TField =
  | 'kind'
  | 'specialty'
  | 'doctorId'
  | 'name'
  | 'practice'
  | 'email'
  | 'fax'
  | 'phone'
  | 'reason'
  | 'clinicalDetails'
  | 'validity'
  | 'months';

const ORDER: readonly TField[] = [
  'kind',
  'specialty',
  'doctorId',
  'name',
  'practice',
  'email',
  'fax',
  'phone',
  'reason',
  'clinicalDetails',
  'validity',
  'months',
];
const idFor = (field: TField) => `referral-${field}`;

const initial = {
  kind: 'specialty' as TTargetKind,
  specialty: '',
  doctorId: '',
  name: '',
  practice: '',
  email: '',
  fax: '',
  phone: '',
  reason: '',
  clinicalDetails: '',
  validity: 'standard' as TValidityKind,
  months: '',
};
type TValues = typeof initial;

/** The request the form's values make. */
function bodyOf(v: TValues): TOfferReferral {
  const target =
    v.kind === 'specialty'
      ? { kind: 'specialty' as const, specialty: v.specialty }
      : v.kind === 'doctor'
        ? { kind: 'doctor' as const, doctorId: v.doctorId, specialty: v.specialty }
        : {
            kind: 'external' as const,
            name: v.name,
            practice: v.practice,
            email: v.email,
            fax: v.fax,
            phone: v.phone,
          };
  const validity =
    v.validity === 'months'
      ? { kind: 'months' as const, months: Number(v.months) }
      : { kind: v.validity as 'standard' | 'indefinite' };
  return { target, reason: v.reason, clinicalDetails: v.clinicalDetails, validity };
}

/** The core schema, its nested problems named by the form's own fields (target.fax → fax). */
const checkable = {
  safeParse(input: unknown) {
    const parsed = ZOfferReferral.safeParse(input);
    if (parsed.success) return { success: true as const, data: parsed.data };
    const issues = parsed.error.issues.map((issue) => {
      const [head, next] = issue.path;
      const field =
        head === 'target'
          ? next === 'doctorId'
            ? 'doctorId'
            : next === 'kind' || next === undefined
              ? 'kind'
              : next
          : head === 'validity'
            ? 'months'
            : head;
      return { path: [field as PropertyKey], message: issue.message };
    });
    return { success: false as const, error: { issues } };
  },
};

/**
 * The doctor's referral form: to a specialty or a named specialist on Curo, or to an outside
 * provider; why, the clinical details and how long it lasts. Checked with the core schema the
 * server uses; a specialist's own validity rule is the server's to say (it knows the profile).
 */
export function useOfferReferralForm({
  appointmentId,
  onDone,
}: {
  appointmentId: string;
  onDone: () => void;
}) {
  const offer = useOfferReferral();
  const form = useFormState<TField, TValues>(initial, idFor, { alertId: 'referral-alert' });
  const submit = async () => {
    const values = form.current();
    const body = form.check(checkable, bodyOf(values), ORDER, {
      doctorId: values.kind === 'doctor' && !values.doctorId ? 'Choose the specialist' : undefined,
      months: values.validity === 'months' && !values.months ? 'State the number of months' : undefined,
    });
    if (!body) return;
    const done = await form.send(() => offer.mutateAsync({ appointmentId, body }));
    if (done) {
      toast.success('Referral offered. The patient can accept or decline it in their account.');
      onDone();
    }
  };
  return { form, submit, busy: offer.isPending };
}
