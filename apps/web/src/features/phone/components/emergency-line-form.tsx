import {
  NO_ANSWER_MESSAGE_MAX,
  RING_SECONDS_MAX,
  RING_SECONDS_MIN,
  type TEmergencyPhoneSettings,
  ZEmergencyPhoneSettingsInput,
} from '@curo/core/phone';
import type { FormEvent } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useUpdateEmergencyPhoneSettings } from '../api/get-emergency-phone-settings';

type TField = 'publicNumber' | 'fallbackNumber' | 'ringSeconds' | 'noAnswerMessage' | 'voicemail';
interface TValues {
  publicNumber: string;
  fallbackNumber: string;
  /** As typed; a number once checked. */
  ringSeconds: string;
  noAnswerMessage: string;
  voicemail: boolean;
}
const ORDER: readonly TField[] = ['publicNumber', 'fallbackNumber', 'ringSeconds', 'noAnswerMessage'];
const idFor = (field: TField) => `emergency-line-${field}`;

const valuesOf = (s: TEmergencyPhoneSettings): TValues => ({
  publicNumber: s.publicNumber ?? '',
  fallbackNumber: s.fallbackNumber ?? '',
  ringSeconds: String(s.ringSeconds),
  noAnswerMessage: s.noAnswerMessage,
  voicemail: s.voicemail,
});

/** The emergency line's settings, checked with the server's own schema before they are sent. */
export function EmergencyLineForm({ settings }: { settings: TEmergencyPhoneSettings }) {
  const save = useUpdateEmergencyPhoneSettings();
  const form = useFormState<TField, TValues>(valuesOf(settings), idFor);
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(
      ZEmergencyPhoneSettingsInput,
      {
        publicNumber: values.publicNumber,
        fallbackNumber: values.fallbackNumber,
        ringSeconds: values.ringSeconds.trim() === '' ? Number.NaN : Number(values.ringSeconds),
        noAnswerMessage: values.noAnswerMessage,
        voicemail: values.voicemail,
      },
      ORDER,
    );
    if (!input) return;
    save.mutate(input, {
      onSuccess: (saved) => {
        form.resetValues(valuesOf(saved));
        toast.success('Emergency line saved');
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.text('publicNumber')}
          label="Public emergency number"
          hint="The Twilio number patients call"
          type="tel"
          autoComplete="off"
          optional
        />
        <TextField
          {...form.text('fallbackNumber')}
          label="Fallback number"
          hint="Rung after every doctor on emergency shift"
          type="tel"
          autoComplete="off"
          optional
        />
      </div>
      <div className="max-w-[240px]">
        <TextField
          {...form.text('ringSeconds')}
          label="Ring each phone for (seconds)"
          type="number"
          inputMode="numeric"
          min={RING_SECONDS_MIN}
          max={RING_SECONDS_MAX}
        />
      </div>
      <TextAreaField
        {...form.text('noAnswerMessage')}
        label="Message when nobody answers"
        maxLength={NO_ANSWER_MESSAGE_MAX}
        counted
        rows={4}
      />
      <ToggleField
        id={idFor('voicemail')}
        label="Take a voicemail after the message"
        checked={values.voicemail}
        onCheckedChange={(checked) => form.setValue('voicemail', checked)}
        asSwitch
      />
      <div>
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save emergency line'}
        </button>
      </div>
    </form>
  );
}
