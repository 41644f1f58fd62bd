import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './error-message';

type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What `check` needs of a schema: zod's `safeParse`, so the core schemas serve as they are. */
interface Checkable<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** A failed check as one message per field: the first issue found for each. */
function fieldErrorsOf<F extends string>(issues: readonly Issue[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) errors[issue.path[0] as F] ??= issue.message;
  return errors;
}

/**
 * The fields of `V` whose value is a string (or null, for a field that shows another value until
 * typed in, such as a slug that follows its title): the ones `text()` can bind to a control.
 */
type TextKeys<F extends string, V> = {
  [K in F]: K extends keyof V ? (V[K] extends string | null ? K : never) : never;
}[F];

/** The props `text(field)` gives a text, text-area or select field. */
export interface TextBinding<T extends string | null = string> {
  id: string;
  name: string;
  value: T;
  onValueChange: (value: string) => void;
  error?: string;
  alertId?: string;
}

/**
 * The one way a form in this app keeps its state (decision 0028): values, one message per field,
 * one form-level message. Typing in a field clears its error and the form's; after a failed check,
 * focus moves to the first field in error once it has re-rendered, so a screen reader reads the
 * field with its error. The rules live in the core zod schema the server checks with too: `check`
 * runs it and shows what it found.
 *
 * Values are strings unless the form says otherwise (`useFormState<F, V>` or an `initial` with
 * other types): a checkbox keeps a boolean, a price its typed text.
 */
export function useFormState<F extends string, V extends Record<F, unknown> = Record<F, string>>(
  initial: V,
  idFor: (field: F) => string,
  options: {
    alertId?: string;
    /**
     * For a form whose fields are too narrow to each show their error (a row of times): the fields
     * in the order their problems are said. The first problem is then the form's one message
     * (`formError`, else the form's own), and a field in error points at it instead.
     */
    oneMessage?: readonly F[];
  } = {},
) {
  const { oneMessage } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** Fields the form-level error is about, marked invalid and pointed at it. */
  const [alertFields, setAlertFields] = useState<readonly F[]>([]);
  const [focusField, setFocusField] = useState<F | null>(null);
  const [alertId] = useState(() => options.alertId ?? `${idFor(Object.keys(initial)[0] as F)}-alert`);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  useEffect(() => {
    if (focusField === null) return;
    document.getElementById(idFor(focusField))?.focus();
    setFocusField(null);
  }, [focusField, idFor]);

  /**
   * Clears one field's error, for a field whose value the form keeps inside another (a row's cell
   * in a list kept whole) or that another choice made moot: `setValue` clears only its own.
   */
  const clearError = useCallback((field: F) => {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  const setValue = useCallback(
    <K extends F>(field: K, value: V[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      clearError(field);
      setFormError(null);
      setAlertFields([]);
    },
    [clearError],
  );

  /** Replaces every value at once (a form reset to what the server now holds). */
  const resetValues = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setFormError(null);
    setAlertFields([]);
  }, []);

  const showFieldErrors = useCallback((next: FieldErrors<F>, order: readonly F[]) => {
    setErrors(next);
    setFormError(null);
    setAlertFields([]);
    setFocusField(order.find((f) => next[f]) ?? null);
  }, []);

  const showFormError = useCallback((message: string, fields: readonly F[] = []) => {
    setFormError(message);
    setAlertFields(fields);
  }, []);

  /**
   * Runs a schema over `input`: its data when it passes; otherwise each field's first problem is
   * shown (a field's own wording from `messages` wins over the schema's), the first field in
   * `order` that has one takes focus, and the answer is null.
   */
  const check = useCallback(
    <T>(
      schema: Checkable<T>,
      input: unknown,
      order: readonly F[],
      messages: FieldErrors<F> = {},
    ): T | null => {
      const parsed = schema.safeParse(input);
      if (parsed.success) {
        setErrors({});
        setFormError(null);
        setAlertFields([]);
        return parsed.data;
      }
      const found = fieldErrorsOf<F>(parsed.error.issues);
      for (const field of Object.keys(found) as F[]) found[field] = messages[field] ?? found[field];
      showFieldErrors(found, order);
      return null;
    },
    [showFieldErrors],
  );

  /**
   * Sends what passed the check; a failure the server answers with becomes the form's message
   * (about `fields`, when it concerns them). Answers whether it went through.
   */
  const send = useCallback(
    async (request: () => Promise<unknown>, fields: readonly F[] = []): Promise<boolean> => {
      try {
        await request();
        return true;
      } catch (failure) {
        showFormError(errorMessage(failure), fields);
        return false;
      }
    },
    [showFormError],
  );

  /** The props a text, text-area or select field of this form takes for `field`. */
  const text = <K extends TextKeys<F, V>>(field: K): TextBinding<Extract<V[K], string | null>> => ({
    id: idFor(field),
    name: field,
    value: values[field] as Extract<V[K], string | null>,
    onValueChange: (value: string) => setValue(field, value as V[K]),
    error: oneMessage ? undefined : errors[field],
    alertId: alertFields.includes(field) || (oneMessage && errors[field]) ? alertId : undefined,
  });

  return {
    values,
    errors,
    formError: oneMessage?.map((field) => errors[field]).find(Boolean) ?? formError,
    alertFields,
    alertId,
    clearError,
    setValue,
    resetValues,
    showFieldErrors,
    showFormError,
    check,
    send,
    text,
    /** The values as they are now, for a callback that must not go stale. */
    current: () => valuesRef.current,
  };
}
