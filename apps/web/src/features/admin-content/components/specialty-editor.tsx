import { type TSpecialty, ZSpecialtyInput } from '@curo/core/content';
import { ExternalLink, ImageUp, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import {
  primaryButton,
  secondaryButton,
  smallButton,
  smallDangerButton,
} from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { errorMessage } from '../../../lib/error-message';
import { centsToDollars, dollarsToCents, PRICE_MESSAGE } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import type { TSpecialtyRequest } from '../api/create-specialty';
import { useCreateSpecialty } from '../api/create-specialty';
import { useDeleteSpecialty } from '../api/delete-specialty';
import { useSpecialtyPublicUrl } from '../api/get-specialty-public-url';
import { useUpdateSpecialty } from '../api/update-specialty';
import { useUploadContentImage } from '../api/upload-content-image';
import { useUploadSpecialtyHero } from '../api/upload-specialty-hero';
import { useSlugField } from '../hooks/use-slug-field';
import { CharacterCount } from './character-count';
import { ImagePickerButton } from './image-picker-button';
import { LeaveGuard } from './leave-guard';
import { MarkdownEditor } from './markdown-editor';
import { SeoFields } from './seo-fields';

const SUMMARY_MAX = 400;
type TField = 'name' | 'slug' | 'summary' | 'content' | 'price' | 'seoTitle' | 'seoDescription';
const ORDER: readonly TField[] = [
  'name',
  'slug',
  'summary',
  'content',
  'price',
  'seoTitle',
  'seoDescription',
];
const fieldId = (field: TField) => `specialty-${field}`;

interface TSpecialtyDraft {
  name: string;
  summary: string;
  content: string;
  price: string;
  public: boolean;
  seoTitle: string;
  seoDescription: string;
}

const draftOf = (specialty: TSpecialty | null): TSpecialtyDraft => ({
  name: specialty?.name ?? '',
  summary: specialty?.summary ?? '',
  content: specialty?.content ?? '',
  price: specialty?.priceCents == null ? '' : centsToDollars(specialty.priceCents),
  public: specialty?.public ?? false,
  seoTitle: specialty?.seoTitle ?? '',
  seoDescription: specialty?.seoDescription ?? '',
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={`${card} flex min-w-0 flex-col gap-5 p-5 sm:p-6`}>
      <legend className="float-left mb-1 text-lg font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

interface SpecialtyEditorProps {
  specialty: TSpecialty | null;
  onSaved: (specialty: TSpecialty, created: boolean) => void;
  onClose: () => void;
}

/**
 * One specialty's page: its words (Markdown with a preview), price, visibility, hero image and
 * search-engine text. A new one is hidden until made public; its hero image can be added once it
 * is saved.
 */
export function SpecialtyEditor({ specialty, onSaved, onClose }: SpecialtyEditorProps) {
  const [saved, setSaved] = useState(specialty);
  const [draft, setDraft] = useState(() => draftOf(specialty));
  const [baseline, setBaseline] = useState(() => draftOf(specialty));
  const [heroImageUrl, setHeroImageUrl] = useState(specialty?.heroImageUrl ?? null);
  const slug = useSlugField(specialty?.slug ?? null);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [heroError, setHeroError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const create = useCreateSpecialty();
  const update = useUpdateSpecialty();
  const remove = useDeleteSpecialty();
  const uploadHero = useUploadSpecialtyHero();
  const uploadImage = useUploadContentImage();
  const publicUrl = useSpecialtyPublicUrl(saved?.public ? saved.id : undefined);
  const busy = create.isPending || update.isPending;

  const slugText = slug.slugFor(draft.name);
  const dirty = useMemo(
    () =>
      JSON.stringify(draft) !== JSON.stringify(baseline) ||
      (saved === null ? false : slugText !== saved.slug),
    [draft, baseline, saved, slugText],
  );
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const leaving = useRef(false);
  const shouldBlock = useCallback(() => dirtyRef.current && !leaving.current, []);

  const set = <K extends keyof TSpecialtyDraft>(field: K, value: TSpecialtyDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => (field in e ? { ...e, [field]: undefined } : e));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems: Partial<Record<TField, string>> = {};
    const priceCents = draft.price.trim() ? dollarsToCents(draft.price) : null;
    if (draft.price.trim() && priceCents === null) problems.price = PRICE_MESSAGE;
    const request: TSpecialtyRequest = {
      name: draft.name,
      slug: slugText.trim() || undefined,
      public: draft.public,
      summary: draft.summary,
      content: draft.content,
      // Sent every time: the API replaces every field, this one included.
      heroImageUrl,
      priceCents,
      seoTitle: draft.seoTitle.trim() || null,
      seoDescription: draft.seoDescription.trim() || null,
    };
    const parsed = ZSpecialtyInput.safeParse(request);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] === 'priceCents' ? 'price' : issue.path[0]) as TField;
        problems[field] ??= issue.message;
      }
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      const first = ORDER.find((f) => problems[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const result = saved
        ? await update.mutateAsync({ id: saved.id, input: request })
        : await create.mutateAsync(request);
      setSaved(result);
      setDraft(draftOf(result));
      setBaseline(draftOf(result));
      slug.setSlug(result.slug);
      toast.success(
        saved
          ? `${result.name} is saved.`
          : `${result.name} is added${result.public ? '' : ', hidden from the site for now'}.`,
      );
      leaving.current = true;
      onSaved(result, saved === null);
      leaving.current = false;
    } catch (failure) {
      setFormError(errorMessage(failure));
    }
  };

  const replaceHero = async (file: File) => {
    if (!saved) return;
    setHeroError(null);
    try {
      const result = await uploadHero.mutateAsync({ id: saved.id, file });
      setHeroImageUrl(result.heroImageUrl);
      setSaved(result);
      toast.success('The hero image is saved.');
    } catch (failure) {
      setHeroError(errorMessage(failure));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={saved ? `Edit ${saved.name}` : 'New specialty'}
      className="flex flex-col gap-6"
    >
      {saved?.public && publicUrl.data ? (
        <p className="-mt-2">
          <a href={publicUrl.data.url} target="_blank" rel="noopener" className={smallButton}>
            <ExternalLink className="size-4" aria-hidden />
            View page
          </a>
        </p>
      ) : null}
      <Section title="Page">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={fieldId('name')}
            name="name"
            label="Name"
            autoComplete="off"
            maxLength={120}
            value={draft.name}
            onValueChange={(value) => set('name', value)}
            error={errors.name}
          />
          <TextField
            id={fieldId('slug')}
            name="slug"
            label="Slug"
            autoComplete="off"
            spellCheck={false}
            maxLength={120}
            value={slugText}
            onValueChange={(value) => {
              slug.setSlug(value);
              setErrors((e) => ({ ...e, slug: undefined }));
            }}
            error={errors.slug}
            hint={`/specialty/${slugText || '…'}`}
          />
        </div>
        <TextAreaField
          id={fieldId('summary')}
          name="summary"
          label="Summary"
          rows={2}
          maxLength={SUMMARY_MAX}
          value={draft.summary}
          onValueChange={(value) => set('summary', value)}
          error={errors.summary}
          hint={
            <>
              <CharacterCount value={draft.summary} max={SUMMARY_MAX} />. Under the page's heading and on
              cards.
            </>
          }
        />
        <MarkdownEditor
          id={fieldId('content')}
          label="Content"
          rows={16}
          maxLength={50_000}
          value={draft.content}
          onValueChange={(value) => set('content', value)}
          error={errors.content}
          uploadImage={(file) => uploadImage.mutateAsync({ file })}
          tall
        />
      </Section>

      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <Section title="Price and visibility">
          <TextField
            id={fieldId('price')}
            name="price"
            label="Price in dollars"
            optional
            inputMode="decimal"
            autoComplete="off"
            placeholder="190.00"
            value={draft.price}
            onValueChange={(value) => set('price', value)}
            error={errors.price}
            hint="Left empty, the page follows the general price list."
          />
          <ToggleField
            id="specialty-public"
            label="Public"
            asSwitch
            checked={draft.public}
            onCheckedChange={(value) => set('public', value)}
            hint={draft.public ? 'Its page is on the site.' : 'Hidden: its address shows the not-found page.'}
          />
        </Section>

        <Section title="Hero image">
          {heroImageUrl ? (
            <img
              src={heroImageUrl}
              alt={`Hero of ${saved?.name ?? 'this specialty'}`}
              className="aspect-[16/9] w-full rounded-lg border border-line object-cover"
            />
          ) : (
            <p className="flex aspect-[16/9] items-center justify-center rounded-lg border border-dashed border-line bg-surface px-4 text-center text-sm text-muted">
              {saved ? 'No hero image yet.' : 'Save the specialty first, then add its hero image.'}
            </p>
          )}
          {heroError ? (
            <p role="alert" className="text-sm font-medium text-error">
              {heroError}
            </p>
          ) : null}
          {saved ? (
            <div className="flex flex-wrap gap-2">
              <ImagePickerButton
                label={heroImageUrl ? 'Replace hero image' : 'Upload hero image'}
                icon={<ImageUp className="size-4" aria-hidden />}
                busy={uploadHero.isPending}
                busyLabel="Uploading…"
                onFile={(file) => void replaceHero(file)}
                onProblem={setHeroError}
                className={smallButton}
              />
              {heroImageUrl ? (
                <button type="button" onClick={() => setHeroImageUrl(null)} className={smallDangerButton}>
                  Remove hero image
                </button>
              ) : null}
            </div>
          ) : null}
          <p className="text-sm text-muted">JPEG, PNG or WebP up to 5 MB; it is resized to 1600 px wide.</p>
        </Section>
      </div>

      <Section title="Search engines">
        <SeoFields
          idPrefix="specialty-"
          title={draft.seoTitle}
          description={draft.seoDescription}
          onTitleChange={(value) => set('seoTitle', value)}
          onDescriptionChange={(value) => set('seoDescription', value)}
          fallbackTitle={draft.name}
          fallbackDescription={draft.summary}
          path={`/specialty/${slugText}`}
          titleError={errors.seoTitle}
          descriptionError={errors.seoDescription}
        />
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.06)] backdrop-blur sm:mx-0 sm:rounded-card sm:border">
        {formError ? (
          <div className="mb-3">
            <FormAlert id="specialty-alert">{formError}</FormAlert>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            {saved ? (
              <button type="button" onClick={() => setDeleting(true)} className={smallDangerButton}>
                <Trash2 className="size-4" aria-hidden />
                Delete<span className="sr-only"> {saved.name}</span>
              </button>
            ) : null}
            <p className="text-sm text-muted" aria-live="polite">
              {dirty ? (
                <span className="font-medium text-warning">Unsaved changes</span>
              ) : saved ? (
                'All changes saved'
              ) : (
                ''
              )}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <button type="button" onClick={onClose} className={secondaryButton}>
              {dirty ? 'Cancel' : 'Done'}
            </button>
            <button type="submit" disabled={busy} className={primaryButton}>
              {busy ? 'Saving…' : saved ? 'Save changes' : 'Add specialty'}
            </button>
          </div>
        </div>
      </div>
      <LeaveGuard when={shouldBlock} watchQuery />
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={`Delete ${saved?.name ?? ''}?`}
        description="The specialty and its page are deleted for good; its address will show the not-found page."
        confirmLabel="Delete specialty"
        pendingLabel="Deleting…"
        doneMessage={`${saved?.name ?? 'The specialty'} is deleted.`}
        onConfirm={async () => {
          await remove.mutateAsync({ id: saved?.id ?? '' });
          leaving.current = true;
          onClose();
        }}
      />
    </form>
  );
}
