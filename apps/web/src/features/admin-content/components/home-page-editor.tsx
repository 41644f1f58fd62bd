import { type THomePageDetails, ZHomePageDetails } from '@curo/core/content';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { secondaryButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useHomePageDetails } from '../api/get-home-page-details';
import { useSaveHomePageDetails } from '../api/save-home-page-details';
import { moveItem } from '../utils/move-item';
import { CharacterCount } from './character-count';
import { EditorSaveBar } from './editor-save-bar';

const MAX_HIGHLIGHTS = 6;
type TField = 'heroTitle' | 'heroLead' | 'highlights' | 'announcement';
/** The highlights have no one box to focus: their problem shows under the list. */
const ORDER: readonly TField[] = ['heroTitle', 'heroLead', 'announcement'];
const fieldId = (field: TField) => `home-${field}`;

interface TValues {
  heroTitle: string;
  heroLead: string;
  highlights: { key: number; text: string }[];
  announcement: string;
}

const valuesOf = (details: THomePageDetails): TValues => ({
  heroTitle: details.heroTitle,
  heroLead: details.heroLead,
  highlights: details.highlights.map((text, key) => ({ key, text })),
  announcement: details.announcement ?? '',
});
const requestOf = (values: TValues) => ({
  heroTitle: values.heroTitle,
  heroLead: values.heroLead,
  // An empty line is left out rather than refused.
  highlights: values.highlights.map((h) => h.text.trim()).filter(Boolean),
  announcement: values.announcement.trim() || null,
});

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-line bg-white text-ink hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-40';

function HomePageForm({ details }: { details: THomePageDetails }) {
  const form = useFormState<TField, TValues>(valuesOf(details), fieldId, { alertId: 'home-alert' });
  const [baseline, setBaseline] = useState(() => JSON.stringify(requestOf(form.values)));
  const [updatedAt, setUpdatedAt] = useState(details.updatedAt);
  const save = useSaveHomePageDetails();
  const { values, errors } = form;
  const dirty = useMemo(() => JSON.stringify(requestOf(values)) !== baseline, [values, baseline]);

  const setHighlights = (highlights: TValues['highlights']) => form.setValue('highlights', highlights);
  const setHighlight = (key: number, text: string) =>
    setHighlights(values.highlights.map((h) => (h.key === key ? { ...h, text } : h)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const input = form.check(ZHomePageDetails, requestOf(values), ORDER, { heroTitle: 'Enter the headline' });
    if (!input) return;
    await form.send(async () => {
      const saved = await save.mutateAsync(input);
      const next = valuesOf(saved);
      form.resetValues(next);
      setBaseline(JSON.stringify(requestOf(next)));
      setUpdatedAt(saved.updatedAt);
      toast.success('The home page is saved.');
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Home page" className="flex flex-col gap-6">
      <div className={`${card} flex flex-col gap-5 p-5 sm:p-6`}>
        <TextField
          {...form.text('heroTitle')}
          label="Headline"
          autoComplete="off"
          maxLength={120}
          hint={<CharacterCount value={values.heroTitle} max={120} />}
        />
        <TextAreaField
          {...form.text('heroLead')}
          label="Lead paragraph"
          rows={3}
          maxLength={400}
          hint={
            <>
              <CharacterCount value={values.heroLead} max={400} />. Under the headline: what Curo does, in a
              sentence or two.
            </>
          }
        />
        <fieldset>
          <legend className="text-sm font-medium text-ink">Highlights</legend>
          <p className="text-sm text-muted">
            Up to six short claims under the headline, such as “GPs online 8 am – 10 pm”.
          </p>
          <ol className="mt-3 flex flex-col gap-2">
            {values.highlights.map((highlight, index) => (
              <li key={highlight.key} className="flex items-center gap-2">
                <label htmlFor={`home-highlight-${highlight.key}`} className="sr-only">
                  Highlight {index + 1}
                </label>
                <input
                  id={`home-highlight-${highlight.key}`}
                  value={highlight.text}
                  maxLength={80}
                  onChange={(e) => setHighlight(highlight.key, e.target.value)}
                  className="block min-h-11 w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none"
                />
                <button
                  type="button"
                  onClick={() => setHighlights(moveItem(values.highlights, index, -1))}
                  disabled={index === 0}
                  className={iconButton}
                >
                  <ArrowUp className="size-4" aria-hidden />
                  <span className="sr-only">Move highlight {index + 1} up</span>
                </button>
                <button
                  type="button"
                  onClick={() => setHighlights(moveItem(values.highlights, index, 1))}
                  disabled={index === values.highlights.length - 1}
                  className={iconButton}
                >
                  <ArrowDown className="size-4" aria-hidden />
                  <span className="sr-only">Move highlight {index + 1} down</span>
                </button>
                <button
                  type="button"
                  onClick={() => setHighlights(values.highlights.filter((h) => h.key !== highlight.key))}
                  className={`${iconButton} text-error hover:border-error hover:text-error`}
                >
                  <X className="size-4" aria-hidden />
                  <span className="sr-only">Remove highlight {index + 1}</span>
                </button>
              </li>
            ))}
          </ol>
          {errors.highlights ? (
            <p className="mt-1 text-sm font-medium text-error">{errors.highlights}</p>
          ) : null}
          <button
            type="button"
            onClick={() => {
              // React's key for the new line: one no other line has, kept as lines move.
              const key = Math.max(-1, ...values.highlights.map((h) => h.key)) + 1;
              setHighlights([...values.highlights, { key, text: '' }]);
              requestAnimationFrame(() => document.getElementById(`home-highlight-${key}`)?.focus());
            }}
            disabled={values.highlights.length >= MAX_HIGHLIGHTS}
            className={`${secondaryButton} mt-3`}
          >
            <Plus className="size-5" aria-hidden />
            Add a highlight
          </button>
        </fieldset>
        <TextField
          {...form.text('announcement')}
          label="Announcement"
          optional
          autoComplete="off"
          maxLength={200}
          hint="A line above the page for news, such as changed holiday hours. Leave it empty for none."
        />
      </div>
      <EditorSaveBar
        dirty={dirty}
        note={
          updatedAt
            ? `Last saved ${formatDateTimeWithYear(updatedAt)}`
            : 'Never saved: the site shows its built-in text.'
        }
        form={form}
        submitLabel="Save home page"
        busy={save.isPending}
        watchQuery
      />
    </form>
  );
}

/** The home page's editable words: headline, lead, highlights and an announcement. */
export function HomePageEditor() {
  const details = useHomePageDetails();
  if (details.isPending) return <Loading label="Loading the home page…" />;
  if (details.isError)
    return <LoadProblem what="the home page" error={details.error} onRetry={() => void details.refetch()} />;
  return <HomePageForm details={details.data} />;
}
