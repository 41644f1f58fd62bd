import { slugify, type TSpecialty, ZSpecialtyInput } from '@curo/core/content';
import { ExternalLink, ImageUp, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import {
  primaryButton,
  secondaryButton,
  smallButton,
  smallDangerButton,
} from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { errorMessage } from '../../../lib/error-message';
import { centsToDollars, dollarsToCents, PRICE_MESSAGE } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateSpecialty } from '../api/create-specialty';
import { useDeleteSpecialty } from '../api/delete-specialty';
import { useSpecialtyPublicUrl } from '../api/get-specialty-public-url';
import { useUpdateSpecialty } from '../api/update-specialty';
import { useUploadContentImage } from '../api/upload-content-image';
import { useUploadSpecialtyHero } from '../api/upload-specialty-hero';
import { CharacterCount } from './character-count';
import { EditorSaveBar } from './editor-save-bar';
import { ImagePickerButton } from './image-picker-button';
import { MarkdownEditor } from './markdown-editor';
import { SeoFields } from './seo-fields';
import { SlugField } from './slug-field';

const SUMMARY_MAX = 400;
type TField =
  | 'name'
  | 'slug'
  | 'summary'
  | 'content'
  | 'priceCents'
  | 'public'
  | 'seoTitle'
  | 'seoDescription';
const ORDER: readonly TField[] = [
  'name',
  'slug',
  'summary',
  'content',
  'priceCents',
  'seoTitle',
  'seoDescription',
];
// The price box keeps its id: the form holds its dollars under the request's key, `priceCents`,
// which is where the schema puts its problems.
const fieldId = (field: TField) => `specialty-${field === 'priceCents' ? 'price' : field}`;

interface TValues {
  name: string;
  /** Null while it follows the name. */
  slug: string | null;
  summary: string;
  content: string;
  /** The price as typed, in dollars; it becomes cents when it is checked. */
  priceCents: string;
  public: boolean;
  seoTitle: string;
  seoDescription: string;
}

const valuesOf = (specialty: TSpecialty | null): TValues => ({
  name: specialty?.name ?? '',
  // An existing page's slug is kept as it is: renaming the page must not move it.
  slug: specialty?.slug ?? null,
  summary: specialty?.summary ?? '',
  content: specialty?.content ?? '',
  priceCents: specialty?.priceCents == null ? '' : centsToDollars(specialty.priceCents),
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
  const form = useFormState<TField, TValues>(valuesOf(specialty), fieldId, { alertId: 'specialty-alert' });
  const [baseline, setBaseline] = useState(() => JSON.stringify(valuesOf(specialty)));
  const [heroImageUrl, setHeroImageUrl] = useState(specialty?.heroImageUrl ?? null);
  const [heroError, setHeroError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const create = useCreateSpecialty();
  const update = useUpdateSpecialty();
  const remove = useDeleteSpecialty();
  const uploadHero = useUploadSpecialtyHero();
  const uploadImage = useUploadContentImage();
  const publicUrl = useSpecialtyPublicUrl(saved?.public ? saved.id : undefined);
  const busy = create.isPending || update.isPending;
  const { values } = form;

  const slugText = values.slug ?? slugify(values.name);
  // A new specialty's slug alone is not a change worth keeping.
  const dirty = JSON.stringify(saved ? values : { ...values, slug: null }) !== baseline;
  const leaving = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const dollars = values.priceCents.trim();
    const priceCents = dollars ? dollarsToCents(dollars) : null;
    // Dollars that are not an amount go in as typed, for the schema to refuse on the price box.
    const notAmount = dollars !== '' && priceCents === null;
    const input = form.check(
      ZSpecialtyInput,
      {
        name: values.name,
        slug: slugText.trim() || undefined,
        public: values.public,
        summary: values.summary,
        content: values.content,
        // Sent every time: the API replaces every field, this one included.
        heroImageUrl,
        priceCents: notAmount ? dollars : priceCents,
        seoTitle: values.seoTitle.trim() || null,
        seoDescription: values.seoDescription.trim() || null,
      },
      ORDER,
      notAmount ? { priceCents: PRICE_MESSAGE } : {},
    );
    if (!input) return;
    await form.send(async () => {
      const result = saved
        ? await update.mutateAsync({ id: saved.id, input })
        : await create.mutateAsync(input);
      setSaved(result);
      form.resetValues(valuesOf(result));
      setBaseline(JSON.stringify(valuesOf(result)));
      toast.success(
        saved
          ? `${result.name} is saved.`
          : `${result.name} is added${result.public ? '' : ', hidden from the site for now'}.`,
      );
      leaving.current = true;
      onSaved(result, saved === null);
      leaving.current = false;
    });
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
          <TextField {...form.text('name')} label="Name" autoComplete="off" maxLength={120} />
          <SlugField
            {...form.text('slug')}
            label="Slug"
            title={values.name}
            hint={(path) => `/specialty/${path}`}
          />
        </div>
        <TextAreaField
          {...form.text('summary')}
          label="Summary"
          rows={2}
          maxLength={SUMMARY_MAX}
          hint={
            <>
              <CharacterCount value={values.summary} max={SUMMARY_MAX} />. Under the page's heading and on
              cards.
            </>
          }
        />
        <MarkdownEditor
          {...form.text('content')}
          label="Content"
          rows={16}
          maxLength={50_000}
          uploadImage={(file) => uploadImage.mutateAsync({ file })}
          tall
        />
      </Section>

      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <Section title="Price and visibility">
          <TextField
            {...form.text('priceCents')}
            name="price"
            label="Price in dollars"
            optional
            inputMode="decimal"
            autoComplete="off"
            placeholder="190.00"
            hint="Left empty, the page follows the general price list."
          />
          <ToggleField
            id={fieldId('public')}
            label="Public"
            asSwitch
            checked={values.public}
            onCheckedChange={(value) => form.setValue('public', value)}
            hint={
              values.public ? 'Its page is on the site.' : 'Hidden: its address shows the not-found page.'
            }
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
          title={form.text('seoTitle')}
          description={form.text('seoDescription')}
          fallbackTitle={values.name}
          fallbackDescription={values.summary}
          path={`/specialty/${slugText}`}
        />
      </Section>

      <EditorSaveBar
        dirty={dirty}
        note={saved ? 'All changes saved' : ''}
        form={form}
        start={
          saved ? (
            <button type="button" onClick={() => setDeleting(true)} className={smallDangerButton}>
              <Trash2 className="size-4" aria-hidden />
              Delete<span className="sr-only"> {saved.name}</span>
            </button>
          ) : null
        }
        leaving={leaving}
        watchQuery
      >
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <button type="button" onClick={onClose} className={secondaryButton}>
            {dirty ? 'Cancel' : 'Done'}
          </button>
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? 'Saving…' : saved ? 'Save changes' : 'Add specialty'}
          </button>
        </div>
      </EditorSaveBar>
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={`Delete ${saved?.name ?? ''}?`}
        description="The specialty and its page are deleted for good; its address will show the not-found page."
        confirmLabel="Delete specialty"
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
