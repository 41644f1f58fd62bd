import {
  discountMessages,
  type TDiscountCodeEdit,
  type TDiscountCodeInput,
  ZDiscountCodeEdit,
  ZDiscountCodeInput,
} from '@curo/core/discounts';
import { ErrorCode } from '@curo/core/errors';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { ReadOnlyField } from '../../../components/ui/read-only-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { ApiError } from '../../../lib/api-client';
import { viewerTimeZone, zoneCity } from '../../../lib/date-time';
import { centsToDollars, dollarsToCents, formatCents } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateDiscountCode } from '../api/create-discount-code';
import { type TCompanyChoice, useCompanyChoices } from '../api/get-company-choices';
import type { TDiscountCode } from '../api/get-discount-codes';
import { useUpdateDiscountCode } from '../api/update-discount-code';
import { endOfDay, firstDayOf, lastDayOf, startOfDay } from '../utils/discount-code';

type TKind = 'percent' | 'amount';

/**
 * What the form holds, as typed. The value off sits in the field named as the request names it
 * (`percentOff`, or `amountOffCents` in dollars), so the schema's problem lands under the box shown.
 */
interface TValues {
  code: string;
  kind: TKind;
  percentOff: string;
  amountOffCents: string;
  validFrom: string;
  validUntil: string;
  maxRedemptions: string;
  companyId: string;
  oncePerPatient: boolean;
}
type TField = keyof TValues;
const ORDER: readonly TField[] = [
  'code',
  'kind',
  'percentOff',
  'amountOffCents',
  'validFrom',
  'validUntil',
  'maxRedemptions',
  'companyId',
  'oncePerPatient',
];
const fieldId = (field: TField) => `discount-${field}`;

const KINDS: readonly { value: TKind; label: string }[] = [
  { value: 'percent', label: 'A percentage off' },
  { value: 'amount', label: 'An amount off, in dollars' },
];

const MAX_AMOUNT = formatCents(1_000_000);
/** The form's own words where the schema's speak of cents or of a type. */
const MESSAGES: Partial<Record<TField, string>> = {
  percentOff: discountMessages.percentRange,
  amountOffCents: `Enter an amount from $0.01 to ${MAX_AMOUNT}, such as 15 or 12.50`,
  maxRedemptions: discountMessages.maxRedemptions,
};

function valuesOf(code: TDiscountCode | null, zone: string): TValues {
  return {
    code: code?.code ?? '',
    kind: code?.amountOffCents != null ? 'amount' : 'percent',
    percentOff: code?.percentOff != null ? String(code.percentOff) : '',
    amountOffCents: code?.amountOffCents != null ? centsToDollars(code.amountOffCents) : '',
    validFrom: code?.validFrom ? firstDayOf(code.validFrom, zone) : '',
    validUntil: code?.validUntil ? lastDayOf(code.validUntil, zone) : '',
    maxRedemptions: code?.maxRedemptions != null ? String(code.maxRedemptions) : '',
    companyId: code?.companyId ?? '',
    oncePerPatient: code?.oncePerPatient ?? false,
  };
}

/** "Used 3 times so far.", beside a limit that may not go below it. */
const timesUsed = (n: number) => `Used ${n} ${n === 1 ? 'time' : 'times'} so far.`;

/** A box's whole number; an empty or unreadable one is NaN, for the schema to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The request the values mean: dollars as cents, days as instants in the viewer's zone (the first
 * day from its midnight, the last up to the next midnight). Something that cannot be read goes as
 * it is, for the schema to refuse in this form's words.
 */
function inputOf(values: TValues, zone: string) {
  return {
    code: values.code,
    percentOff: values.kind === 'percent' ? numberOf(values.percentOff) : null,
    amountOffCents: values.kind === 'amount' ? (dollarsToCents(values.amountOffCents) ?? Number.NaN) : null,
    validFrom: values.validFrom ? (startOfDay(values.validFrom, zone) ?? values.validFrom) : null,
    validUntil: values.validUntil ? (endOfDay(values.validUntil, zone) ?? values.validUntil) : null,
    maxRedemptions: values.maxRedemptions.trim() ? numberOf(values.maxRedemptions) : null,
    companyId: values.companyId || null,
    oncePerPatient: values.oncePerPatient,
  };
}

/** A new code's request without the limits left empty. */
const withoutEmpty = (input: TDiscountCodeInput): TDiscountCodeInput =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value != null)) as TDiscountCodeInput;

/**
 * What an edit changes, and nothing else: a day the admin did not touch is not sent again (the
 * stored instant may not fall on a midnight), and switching kind sends the new one and null.
 */
function changesOf(code: TDiscountCode, next: TDiscountCodeInput, before: TValues, after: TValues) {
  const edit: TDiscountCodeEdit = {};
  if ((next.percentOff ?? null) !== code.percentOff) edit.percentOff = next.percentOff ?? null;
  if ((next.amountOffCents ?? null) !== code.amountOffCents)
    edit.amountOffCents = next.amountOffCents ?? null;
  if (after.validFrom !== before.validFrom) edit.validFrom = next.validFrom ?? null;
  if (after.validUntil !== before.validUntil) edit.validUntil = next.validUntil ?? null;
  if ((next.maxRedemptions ?? null) !== code.maxRedemptions)
    edit.maxRedemptions = next.maxRedemptions ?? null;
  if ((next.companyId ?? null) !== code.companyId) edit.companyId = next.companyId ?? null;
  if ((next.oncePerPatient ?? false) !== code.oncePerPatient) edit.oncePerPatient = next.oncePerPatient;
  return edit;
}

/** The companies to choose from, with the code's own even before (or without) the list. */
function companyOptions(choices: readonly TCompanyChoice[] | undefined, code: TDiscountCode | null) {
  const options = (choices ?? []).map(({ id, name }) => ({ value: id, label: name }));
  if (code?.companyId && !options.some((o) => o.value === code.companyId))
    options.unshift({ value: code.companyId, label: code.companyName ?? 'Its company' });
  return options;
}

function DiscountCodeForm({
  code,
  onDone,
}: {
  code: TDiscountCode | null;
  onDone: (saved: TDiscountCode) => void;
}) {
  const zone = viewerTimeZone();
  const initial = valuesOf(code, zone);
  const form = useFormState<TField, TValues>(initial, fieldId, { alertId: 'discount-alert' });
  const create = useCreateDiscountCode();
  const update = useUpdateDiscountCode();
  const companies = useCompanyChoices();
  const { values } = form;

  const submit = async () => {
    const input = form.check(ZDiscountCodeInput, inputOf(values, zone), ORDER, MESSAGES);
    if (!input) return;
    if (!code) {
      await form.send(async () => {
        try {
          onDone(await create.mutateAsync(withoutEmpty(input)));
        } catch (error) {
          if (error instanceof ApiError && error.code === ErrorCode.DISCOUNT_CODE_TAKEN) {
            form.showFieldErrors({ code: discountMessages.codeTaken }, ORDER);
            return;
          }
          throw error;
        }
      });
      return;
    }
    const changes = changesOf(code, input, initial, values);
    if (Object.keys(changes).length === 0) {
      form.showFormError(discountMessages.nothingToChange);
      return;
    }
    const edit = form.check(ZDiscountCodeEdit, changes, ORDER);
    if (!edit) return;
    await form.send(async () => onDone(await update.mutateAsync({ id: code.id, edit })));
  };

  const valueField = values.kind === 'percent' ? 'percentOff' : 'amountOffCents';
  const city = zoneCity(zone);
  let companyHint = 'Only people who belong to that company can use it.';
  if (companies.isPending) companyHint = 'Loading the companies…';
  else if (companies.isError) companyHint = 'We could not load the companies. Close this and try again.';

  return (
    <DialogForm
      label={code ? `Edit ${code.code}` : 'New discount code'}
      form={form}
      onSubmit={submit}
      busy={create.isPending || update.isPending}
      submitLabel={code ? 'Save changes' : 'Create discount code'}
      busyLabel={code ? 'Saving…' : 'Creating…'}
    >
      {code ? (
        <ReadOnlyField
          id={fieldId('code')}
          label="Code"
          value={code.code}
          hint="A code never changes once made: patients may already hold it."
        />
      ) : (
        <TextField
          {...form.text('code')}
          label="Code"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={32}
          placeholder="SUMMER20"
          hint="What patients type: 3 to 32 letters, digits, - or _. Any case matches."
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...form.text('kind')} label="Kind of discount" options={KINDS} />
        {valueField === 'percentOff' ? (
          <TextField
            key="percentOff"
            {...form.text('percentOff')}
            label="Percentage off"
            inputMode="numeric"
            autoComplete="off"
            placeholder="20"
            hint="Of the consult's fee."
          />
        ) : (
          <TextField
            key="amountOffCents"
            {...form.text('amountOffCents')}
            label="Amount off, in dollars"
            inputMode="decimal"
            autoComplete="off"
            placeholder="15.00"
            hint="Never more than the consult's fee."
          />
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.text('validFrom')}
          label="First day"
          optional
          type="date"
          hint={`From its start, ${city} time. Left empty, it works at once.`}
        />
        <TextField
          {...form.text('validUntil')}
          label="Last day"
          optional
          type="date"
          min={values.validFrom || undefined}
          hint={`To its end, ${city} time. Left empty, it has no end date.`}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.text('maxRedemptions')}
          label="Use limit"
          optional
          inputMode="numeric"
          autoComplete="off"
          placeholder="100"
          hint={`Bookings in all. Left empty, no limit.${code ? ` ${timesUsed(code.redemptions)}` : ''}`}
        />
        <SelectField
          {...form.text('companyId')}
          label="Who can use it"
          emptyLabel="Everyone"
          options={companyOptions(companies.data, code)}
          hint={companyHint}
        />
      </div>
      <ToggleField
        id={fieldId('oncePerPatient')}
        label="Once per patient"
        checked={values.oncePerPatient}
        onCheckedChange={(checked) => form.setValue('oncePerPatient', checked)}
        hint="Each patient can use it for one booking only."
      />
    </DialogForm>
  );
}

/** Makes a discount code, or changes the rules of one (`code` set); the code itself stays. */
export function DiscountCodeDialog({
  open,
  code,
  onClose,
  onCreated,
}: {
  open: boolean;
  code: TDiscountCode | null;
  onClose: () => void;
  /** After a new code is made, beside closing. */
  onCreated?: (created: TDiscountCode) => void;
}) {
  return (
    <FormDialog
      open={open}
      wide
      onClose={onClose}
      formKey={code?.id}
      title={code ? `Edit ${code.code}` : 'New discount code'}
      description={
        code
          ? 'Changes apply from its next use; bookings that already used it keep their discount.'
          : "A percentage or an amount off a consult's fee, for everyone or one company's people."
      }
    >
      <DiscountCodeForm
        code={code}
        onDone={(saved) => {
          toast.success(code ? `${saved.code} is saved.` : `${saved.code} is ready to use.`);
          if (!code) onCreated?.(saved);
          onClose();
        }}
      />
    </FormDialog>
  );
}
