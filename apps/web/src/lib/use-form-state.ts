import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './error-message';
import { fieldErrorsOf } from './field-errors';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What `check` needs of a schema: zod's `safeParse`, so the core schemas serve as they are. */
interface Checkable<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The fields of `V` whose value is a string: the ones `text()` can bind to a text control. */
type TextKeys<F extends string, V> = {
  [K in F]: K extends keyof V ? (V[K] extends string ? K : never) : never;
}[F];

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
  options: { alertId?: string } = {},
) {
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

  const setValue = useCallback(<K extends F>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setFormError(null);
    setAlertFields([]);
  }, []);

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
  const text = <K extends TextKeys<F, V>>(field: K) => ({
    id: idFor(field),
    name: field as string,
    value: values[field] as string,
    onValueChange: (value: string) => setValue(field, value as V[K]),
    error: errors[field],
    alertId: alertFields.includes(field) ? alertId : undefined,
  });

  return {
    values,
    errors,
    formError,
    alertFields,
    alertId,
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
