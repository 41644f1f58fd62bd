import { type THomePageDetails, ZHomePageDetails } from '@curo/core/content';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useHomePageDetails } from '../api/get-home-page-details';
import { useSaveHomePageDetails } from '../api/save-home-page-details';
import { moveItem } from '../utils/move-item';
import { CharacterCount } from './character-count';
import { LeaveGuard } from './leave-guard';

const MAX_HIGHLIGHTS = 6;
type TField = 'heroTitle' | 'heroLead' | 'highlights' | 'announcement';

interface TDraft {
  heroTitle: string;
  heroLead: string;
  highlights: { key: number; text: string }[];
  announcement: string;
}

let keys = 0;
const draftOf = (details: THomePageDetails): TDraft => ({
  heroTitle: details.heroTitle,
  heroLead: details.heroLead,
  highlights: details.highlights.map((text) => ({ key: ++keys, text })),
  announcement: details.announcement ?? '',
});
const requestOf = (draft: TDraft) => ({
  heroTitle: draft.heroTitle,
  heroLead: draft.heroLead,
  // An empty line is left out rather than refused.
  highlights: draft.highlights.map((h) => h.text.trim()).filter(Boolean),
  announcement: draft.announcement.trim() || null,
});

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-line bg-white text-ink hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-40';

function HomePageForm({ details }: { details: THomePageDetails }) {
  const [draft, setDraft] = useState(() => draftOf(details));
  const [baseline, setBaseline] = useState(() => JSON.stringify(requestOf(draftOf(details))));
  const [updatedAt, setUpdatedAt] = useState(details.updatedAt);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveHomePageDetails();
  const dirty = useMemo(() => JSON.stringify(requestOf(draft)) !== baseline, [draft, baseline]);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const shouldBlock = useCallback(() => dirtyRef.current, []);

  const set = <K extends keyof TDraft>(field: K, value: TDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => (field in e ? { ...e, [field]: undefined } : e));
  };
  const setHighlight = (key: number, text: string) =>
    set(
      'highlights',
      draft.highlights.map((h) => (h.key === key ? { ...h, text } : h)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const request = requestOf(draft);
    const parsed = ZHomePageDetails.safeParse(request);
    if (!parsed.success) {
      const problems: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TField;
        problems[field] ??=
          field === 'heroTitle' && request.heroTitle.trim() === '' ? 'Enter the headline' : issue.message;
      }
      setErrors(problems);
      const first = (['heroTitle', 'heroLead', 'announcement'] as const).find((f) => problems[f]);
      if (first) document.getElementById(`home-${first}`)?.focus();
      return;
    }
    setFormError(null);
    try {
      const saved = await save.mutateAsync(parsed.data);
      setDraft(draftOf(saved));
      setBaseline(JSON.stringify(requestOf(draftOf(saved))));
      setUpdatedAt(saved.updatedAt);
      toast.success('The home page is saved.');
    } catch (failure) {
      setFormError(errorMessage(failure));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Home page" className="flex flex-col gap-6">
      <div className={`${card} flex flex-col gap-5 p-5 sm:p-6`}>
        <TextField
          id="home-heroTitle"
          name="heroTitle"
          label="Headline"
          autoComplete="off"
          maxLength={120}
          value={draft.heroTitle}
          onValueChange={(value) => set('heroTitle', value)}
          error={errors.heroTitle}
          hint={<CharacterCount value={draft.heroTitle} max={120} />}
        />
        <TextAreaField
          id="home-heroLead"
          name="heroLead"
          label="Lead paragraph"
          rows={3}
          maxLength={400}
          value={draft.heroLead}
          onValueChange={(value) => set('heroLead', value)}
          error={errors.heroLead}
          hint={
            <>
              <CharacterCount value={draft.heroLead} max={400} />. Under the headline: what Curo does, in a
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
            {draft.highlights.map((highlight, index) => (
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
                  onClick={() => set('highlights', moveItem(draft.highlights, index, -1))}
                  disabled={index === 0}
                  className={iconButton}
                >
                  <ArrowUp className="size-4" aria-hidden />
                  <span className="sr-only">Move highlight {index + 1} up</span>
                </button>
                <button
                  type="button"
                  onClick={() => set('highlights', moveItem(draft.highlights, index, 1))}
                  disabled={index === draft.highlights.length - 1}
                  className={iconButton}
                >
                  <ArrowDown className="size-4" aria-hidden />
                  <span className="sr-only">Move highlight {index + 1} down</span>
                </button>
                <button
                  type="button"
                  onClick={() =>
                    set(
                      'highlights',
                      draft.highlights.filter((h) => h.key !== highlight.key),
                    )
                  }
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
              const key = ++keys;
              set('highlights', [...draft.highlights, { key, text: '' }]);
              requestAnimationFrame(() => document.getElementById(`home-highlight-${key}`)?.focus());
            }}
            disabled={draft.highlights.length >= MAX_HIGHLIGHTS}
            className={`${secondaryButton} mt-3`}
          >
            <Plus className="size-5" aria-hidden />
            Add a highlight
          </button>
        </fieldset>
        <TextField
          id="home-announcement"
          name="announcement"
          label="Announcement"
          optional
          autoComplete="off"
          maxLength={200}
          value={draft.announcement}
          onValueChange={(value) => set('announcement', value)}
          error={errors.announcement}
          hint="A line above the page for news, such as changed holiday hours. Leave it empty for none."
        />
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.06)] backdrop-blur sm:mx-0 sm:rounded-card sm:border">
        {formError ? (
          <div className="mb-3">
            <FormAlert id="home-alert">{formError}</FormAlert>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted" aria-live="polite">
            {dirty ? (
              <span className="font-medium text-warning">Unsaved changes</span>
            ) : updatedAt ? (
              `Last saved ${formatDateTimeWithYear(updatedAt)}`
            ) : (
              'Never saved: the site shows its built-in text.'
            )}
          </p>
          <button type="submit" disabled={save.isPending} className={primaryButton}>
            {save.isPending ? 'Saving…' : 'Save home page'}
          </button>
        </div>
      </div>
      <LeaveGuard when={shouldBlock} watchQuery />
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
