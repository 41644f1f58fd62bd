import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { controlBase, controlBorder, labelClass } from '../../../components/ui/field-styles';
import { addSpecialties } from '../utils/specialties';

interface SpecialtiesInputProps {
  id: string;
  tags: readonly string[];
  /** The text in the box, not yet a tag. */
  draft: string;
  onChange: (tags: readonly string[], draft: string) => void;
  error?: string;
}

/**
 * A list of specialties, added by typing and pressing Enter (or a comma, or the Add button) and
 * removed with each one's own button. Each change is read out, since the list changes out of view
 * of the text box.
 */
export function SpecialtiesInput({ id, tags, draft, onChange, error }: SpecialtiesInputProps) {
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shown = error ?? problem ?? undefined;

  const add = () => {
    const result = addSpecialties(tags, draft);
    const added = result.tags.slice(tags.length);
    setProblem(result.problem);
    onChange(result.tags, result.rest);
    if (added.length > 0) setAnnouncement(`Added ${added.join(', ')}.`);
  };

  const remove = (tag: string) => {
    onChange(
      tags.filter((t) => t !== tag),
      draft,
    );
    setProblem(null);
    setAnnouncement(`Removed ${tag}.`);
    document.getElementById(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the specialty rather than saving the whole form half-typed.
      event.preventDefault();
      add();
    }
  };

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Specialties
      </label>
      {tags.length > 0 ? (
        <ul aria-label="Your specialties" className="mb-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary"
            >
              <span className="break-words">{tag}</span>
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={`Remove ${tag}`}
                className="flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-white"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          name="specialties"
          value={draft}
          onChange={(e) => {
            setProblem(null);
            onChange(tags, e.target.value);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          placeholder="For example Paediatrics"
          aria-invalid={Boolean(shown)}
          aria-describedby={[shown ? errorId : null, hintId].filter(Boolean).join(' ')}
          className={`${controlBase} ${controlBorder(Boolean(shown))} min-w-0 flex-1`}
        />
        <button
          type="button"
          onClick={add}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border border-line bg-white px-4 font-semibold text-ink transition-colors hover:border-primary hover:text-primary"
        >
          <Plus className="size-4" aria-hidden />
          Add
        </button>
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted">
        Press Enter after each one. Patients see these when choosing a doctor.
      </p>
      {shown ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-error">
          {shown}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
