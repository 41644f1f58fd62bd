/** "38 of 70 characters", turning amber in the last tenth so the limit is no surprise. */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const near = value.length > max * 0.9;
  return (
    <span className={near ? 'font-medium text-warning' : undefined}>
      {value.length} of {max} characters
    </span>
  );
}
