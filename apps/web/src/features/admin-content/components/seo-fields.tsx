import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import type { TextBinding } from '../../../lib/use-form-state';
import { CharacterCount } from './character-count';

export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

interface SeoFieldsProps {
  /** The two fields as the form binds them (`form.text('seoTitle')`, `form.text('seoDescription')`). */
  title: TextBinding;
  description: TextBinding;
  /** Used when the SEO title is left empty. */
  fallbackTitle: string;
  /** Used when the SEO description is left empty. */
  fallbackDescription: string;
  /** The page's path, for the search-result preview. */
  path: string;
}

/** The title and description search engines show, with counters and a preview of the result. */
export function SeoFields({ title, description, fallbackTitle, fallbackDescription, path }: SeoFieldsProps) {
  const shownTitle = title.value.trim() || fallbackTitle.trim() || 'Untitled';
  const shownDescription = description.value.trim() || fallbackDescription.trim();
  return (
    <div className="flex flex-col gap-5">
      <TextField
        {...title}
        label="SEO title"
        optional
        autoComplete="off"
        maxLength={SEO_TITLE_MAX}
        hint={
          <>
            <CharacterCount value={title.value} max={SEO_TITLE_MAX} />. Left empty, the title is used.
          </>
        }
      />
      <TextAreaField
        {...description}
        label="SEO description (optional)"
        rows={3}
        maxLength={SEO_DESCRIPTION_MAX}
        hint={
          <>
            <CharacterCount value={description.value} max={SEO_DESCRIPTION_MAX} />. Left empty, the summary is
            used.
          </>
        }
      />
      <figure className="rounded-lg border border-line bg-surface p-4">
        <figcaption className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
          In search results
        </figcaption>
        <p className="truncate text-sm text-muted">
          {window.location.host}
          {path}
        </p>
        <p className="mt-0.5 truncate text-lg leading-snug text-info">{shownTitle} | Curo</p>
        <p className="mt-1 line-clamp-2 text-sm text-muted">{shownDescription || 'No description yet.'}</p>
      </figure>
    </div>
  );
}
