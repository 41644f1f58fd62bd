import { useCallback, useEffect, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Values, field errors and one form-level error for a small form. Typing in a field clears its
 * error and the form's; after a failed check, focus moves to the first field in error once it
 * has re-rendered, so a screen reader reads the field with its error.
 */
export function useFormState<F extends string>(initial: Record<F, string>, idFor: (field: F) => string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** Fields the form-level error is about, marked invalid and pointed at it. */
  const [alertFields, setAlertFields] = useState<readonly F[]>([]);
  const [focusField, setFocusField] = useState<F | null>(null);

  useEffect(() => {
    if (focusField === null) return;
    document.getElementById(idFor(focusField))?.focus();
    setFocusField(null);
  }, [focusField, idFor]);

  const setValue = useCallback((field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
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

  return { values, errors, formError, alertFields, setValue, showFieldErrors, showFormError };
}
