interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A failed schema check as one message per field: the first issue found for each. */
export function fieldErrorsOf<F extends string>(issues: readonly Issue[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    errors[field] ??= issue.message;
  }
  return errors;
}
