/** The look of the account forms' controls: the sign-in screens' text box, for selects and text areas too. */
export const controlClass =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink transition-colors placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none';

export const controlBorder = (invalid: boolean) => (invalid ? 'border-error' : 'border-line');

export const labelClass = 'mb-1 block text-sm font-medium text-ink';

/** A checkbox with its label, the whole row a 44 px target. */
export const checkRowClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-base text-ink hover:bg-surface';
export const checkboxClass = 'size-5 shrink-0 rounded accent-primary';
