import { Callout } from './callout';

interface WarningSignsProps {
  title: string;
  signs: readonly string[];
  /** Two columns suit short signs on wide screens. */
  columns?: 1 | 2;
}

/** Red-flag symptoms that mean "do not wait for telehealth", in a warning box. */
export function WarningSigns({ title, signs, columns = 1 }: WarningSignsProps) {
  return (
    <Callout tone="warning" title={title}>
      <ul className={`grid gap-x-8 gap-y-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {signs.map((sign) => (
          <li key={sign} className="flex gap-2.5 text-ink">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-warning" />
            {sign}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
