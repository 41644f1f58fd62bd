/**
 * The look of form controls, for a control the Field components do not cover (a time picker, a
 * filter, a tag input). `controlBase` has no border colour, so `controlBorder` can add the right one.
 */
export const controlBase =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink transition-colors placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none';
export const controlBorder = (invalid: boolean) => (invalid ? 'border-error' : 'border-line');
/** An error shown as the placeholder; important, as controlBase sets the placeholder's colour too. */
export const errorPlaceholderClass = 'placeholder:text-error! placeholder:text-[14px]';
/** A control that is never shown as invalid. */
export const controlClass = `${controlBase} border-line`;
export const labelClass = 'mb-1 block text-sm font-medium text-ink';
export const checkboxClass = 'size-5 shrink-0 rounded accent-primary';
/** A checkbox with its label, the whole row a 44 px target. */
export const checkRowClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-base text-ink hover:bg-surface';

/**
 * The ids a control is described by: its own error first, then a form-level error about it, then
 * its hint and anything else. `undefined` when there are none, so no empty attribute is written.
 */
export const describedBy = (...ids: (string | null | undefined | false)[]) =>
  ids.filter(Boolean).join(' ') || undefined;
