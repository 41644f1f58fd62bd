import { ErrorCode } from '@curo/core/errors';
import {
  CONSULT_KIND_NAMES,
  medicareMessages,
  type TMbsItemEdit,
  ZMbsItemEdit,
  ZMbsItemInput,
} from '@curo/core/medicare';
import { APPOINTMENT_TYPES, type TAppointmentType } from '@curo/core/scheduling';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { ApiError } from '../../../lib/api-client';
import { centsToDollars, dollarsToCents } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateMbsItem } from '../api/create-mbs-item';
import type { TMbsItem } from '../api/get-mbs-items';
import { useUpdateMbsItem } from '../api/update-mbs-item';

/** What the form holds, as typed: numbers and dollars as text, for the schema to refuse in its words. */
interface TValues {
  itemNumber: string;
  description: string;
  consultType: TAppointmentType;
  minMinutes: string;
  maxMinutes: string;
  feeCents: string;
  bulkBillable: boolean;
  checked: boolean;
}
type TField = keyof TValues;
const ORDER: readonly TField[] = [
  'itemNumber',
  'description',
  'consultType',
  'minMinutes',
  'maxMinutes',
  'feeCents',
  'bulkBillable',
  'checked',
];
const fieldId = (field: TField) => `mbs-${field}`;

const KINDS = APPOINTMENT_TYPES.map((value) => ({ value, label: CONSULT_KIND_NAMES[value] }));

/** The form's own words where the schema speaks of cents. */
const MESSAGES: Partial<Record<TField, string>> = {
  feeCents: 'Enter the fee in dollars, from $0 to $10,000, such as 42.85',
};

function valuesOf(item: TMbsItem | null): TValues {
  return {
    itemNumber: item?.itemNumber ?? '',
    description: item?.description ?? '',
    consultType: item?.consultType ?? 'scheduled',
    minMinutes: item ? String(item.minMinutes) : '0',
    maxMinutes: item?.maxMinutes != null ? String(item.maxMinutes) : '',
    feeCents: item ? centsToDollars(item.feeCents) : '',
    bulkBillable: item?.bulkBillable ?? true,
    checked: false,
  };
}

/** A box's whole number; an empty or unreadable one is NaN, for the schema to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function inputOf(values: TValues) {
  return {
    itemNumber: values.itemNumber,
    description: values.description,
    consultType: values.consultType,
    minMinutes: numberOf(values.minMinutes),
    maxMinutes: values.maxMinutes.trim() ? numberOf(values.maxMinutes) : null,
    feeCents: dollarsToCents(values.feeCents) ?? Number.NaN,
    bulkBillable: values.bulkBillable,
  };
}

/** What an edit changes, and nothing else. */
function changesOf(item: TMbsItem, next: ReturnType<typeof inputOf>, checked: boolean): TMbsItemEdit {
  const edit: TMbsItemEdit = {};
  if (next.itemNumber.trim() !== item.itemNumber) edit.itemNumber = next.itemNumber;
  if (next.description.trim() !== item.description) edit.description = next.description;
  if (next.consultType !== item.consultType) edit.consultType = next.consultType;
  if (next.minMinutes !== item.minMinutes) edit.minMinutes = next.minMinutes;
  if (next.maxMinutes !== item.maxMinutes) edit.maxMinutes = next.maxMinutes;
  if (next.feeCents !== item.feeCents) edit.feeCents = next.feeCents;
  if (next.bulkBillable !== item.bulkBillable) edit.bulkBillable = next.bulkBillable;
  if (item.demo && checked) edit.demo = false;
  return edit;
}

function MbsItemForm({ item, onDone }: { item: TMbsItem | null; onDone: (saved: TMbsItem) => void }) {
  const form = useFormState<TField, TValues>(valuesOf(item), fieldId, { alertId: 'mbs-alert' });
  const create = useCreateMbsItem();
  const update = useUpdateMbsItem();
  const { values } = form;

  const taken = (error: unknown) => {
    if (error instanceof ApiError && error.code === ErrorCode.MBS_ITEM_TAKEN) {
      form.showFieldErrors({ itemNumber: medicareMessages.itemTaken }, ORDER);
      return true;
    }
    return false;
  };

  const submit = async () => {
    const input = form.check(ZMbsItemInput, inputOf(values), ORDER, MESSAGES);
    if (!input) return;
    const save = async () => {
      try {
        if (!item) {
          onDone(await create.mutateAsync(input));
          return;
        }
        const edit = changesOf(item, inputOf(values), values.checked);
        if (Object.keys(edit).length === 0) {
          form.showFormError(medicareMessages.nothingToChange);
          return;
        }
        const checkedEdit = form.check(ZMbsItemEdit, edit, ORDER, MESSAGES);
        if (checkedEdit) onDone(await update.mutateAsync({ id: item.id, edit: checkedEdit }));
      } catch (error) {
        if (!taken(error)) throw error;
      }
    };
    await form.send(save);
  };

  return (
    <DialogForm
      label={item ? `Edit item ${item.itemNumber}` : 'New MBS item'}
      form={form}
      onSubmit={submit}
      busy={create.isPending || update.isPending}
      submitLabel={item ? 'Save changes' : 'Add item'}
      busyLabel={item ? 'Saving…' : 'Adding…'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.text('itemNumber')}
          label="Item number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder="91800"
          hint="As the MBS prints it."
        />
        <TextField
          {...form.text('feeCents')}
          label="Schedule fee, in dollars"
          inputMode="decimal"
          autoComplete="off"
          placeholder="42.85"
          hint="GST-free."
        />
      </div>
      <TextField
        {...form.text('description')}
        label="Description"
        autoComplete="off"
        maxLength={200}
        placeholder="GP video consult, level B: 6 to 20 minutes"
      />
      <SelectField
        {...form.text('consultType')}
        label="Kind of consult"
        options={KINDS}
        onValueChange={(value) => form.setValue('consultType', value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.text('minMinutes')}
          label="Shortest, in minutes"
          inputMode="numeric"
          autoComplete="off"
          placeholder="6"
          hint="A consult this long or longer."
        />
        <TextField
          {...form.text('maxMinutes')}
          label="Up to, in minutes"
          optional
          inputMode="numeric"
          autoComplete="off"
          placeholder="20"
          hint="Shorter than this. Left empty, no upper limit."
        />
      </div>
      <ToggleField
        id={fieldId('bulkBillable')}
        label="May be bulk billed"
        checked={values.bulkBillable}
        onCheckedChange={(checked) => form.setValue('bulkBillable', checked)}
        hint="Patients with a valid Medicare card can then choose bulk billing for this kind and length of consult."
      />
      {item?.demo ? (
        <ToggleField
          id={fieldId('checked')}
          label="I have checked this item against the current MBS schedule"
          checked={values.checked}
          onCheckedChange={(checked) => form.setValue('checked', checked)}
          hint="It stops being a demo value. Changing the fee does this too."
        />
      ) : null}
    </DialogForm>
  );
}

/** Adds an MBS item, or changes one (`item` set). */
export function MbsItemDialog({
  open,
  item,
  onClose,
}: {
  open: boolean;
  item: TMbsItem | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      wide
      onClose={onClose}
      formKey={item?.id}
      title={item ? `Edit item ${item.itemNumber}` : 'New MBS item'}
      description={
        item
          ? 'Changes apply to consults billed from now on; accounts already sent keep what they said.'
          : 'The item consults of one kind and length are billed under, with its fee.'
      }
    >
      <MbsItemForm
        item={item}
        onDone={(saved) => {
          toast.success(item ? `Item ${saved.itemNumber} is saved.` : `Item ${saved.itemNumber} is added.`);
          onClose();
        }}
      />
    </FormDialog>
  );
}
