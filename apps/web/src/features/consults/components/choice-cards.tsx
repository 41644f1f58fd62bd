import { checkboxClass } from '../../../components/ui/field-styles';

export interface TChoice<V extends string> {
  value: V;
  label: string;
  /** A second line under the label. */
  hint?: string;
}

interface ChoiceCardsProps<V extends string> {
  legend: string;
  /** The radios' group name. */
  name: string;
  choices: readonly TChoice<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Two side by side from a small screen up, or one under the other. */
  columns?: 1 | 2;
}

/** One of a few choices as radio cards: the whole card is the target, the chosen one stands out. */
export function ChoiceCards<V extends string>({
  legend,
  name,
  choices,
  value,
  onValueChange,
  columns = 1,
}: ChoiceCardsProps<V>) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className={columns === 2 ? 'grid gap-2 sm:grid-cols-2' : 'flex flex-col gap-2'}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex min-h-11 cursor-pointer gap-3 rounded-lg border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft ${choice.hint ? 'items-start' : 'items-center'}`}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onValueChange(choice.value)}
              className={choice.hint ? `${checkboxClass} mt-0.5` : checkboxClass}
            />
            {choice.hint ? (
              <span>
                <span className="block font-semibold text-ink">{choice.label}</span>
                <span className="block text-sm text-muted">{choice.hint}</span>
              </span>
            ) : (
              <span className="font-semibold text-ink">{choice.label}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
