import { blogMessages, slugify, type TBlogPost, ZBlogPostInput } from '@curo/core/content';
import { useMemo, useRef, useState } from 'react';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import type { TBlogPostRequest } from '../api/create-blog-post';
import { useCreateBlogPost } from '../api/create-blog-post';
import { useUpdateBlogPost } from '../api/update-blog-post';
import { isoToLocalInput, localInputToIso } from '../utils/local-date-time';

export interface TPostDraft {
  title: string;
  /** Null while it follows the title. */
  slug: string | null;
  excerpt: string;
  body: string;
  heroImageUrl: string;
  authorSlug: string;
  categorySlugs: string[];
  tagSlugs: string[];
  seoTitle: string;
  seoDescription: string;
  /** The schedule box's value, in the admin's zone: "2026-12-09T07:00". */
  publishAt: string;
}

export type TPostField =
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'body'
  | 'heroImageUrl'
  | 'publishAt'
  | 'seoTitle'
  | 'seoDescription';
const FIELD_ORDER: readonly TPostField[] = [
  'title',
  'slug',
  'excerpt',
  'body',
  'publishAt',
  'heroImageUrl',
  'seoTitle',
  'seoDescription',
];
export const postFieldId = (field: TPostField) => `post-${field}`;

/** What the admin asked for: each sends the whole post with a status. */
export type TPostAction = 'saveDraft' | 'publish' | 'update' | 'saveScheduled' | 'schedule' | 'unpublish';

export const draftOf = (post: TBlogPost | null): TPostDraft => ({
  title: post?.title ?? '',
  slug: post ? post.slug : null,
  excerpt: post?.excerpt ?? '',
  body: post?.body ?? '',
  heroImageUrl: post?.heroImageUrl ?? '',
  authorSlug: post?.author?.slug ?? '',
  categorySlugs: post?.categories.map((c) => c.slug) ?? [],
  tagSlugs: post?.tags.map((t) => t.slug) ?? [],
  seoTitle: post?.seoTitle ?? '',
  seoDescription: post?.seoDescription ?? '',
  publishAt: post?.status === 'scheduled' && post.publishAt ? isoToLocalInput(post.publishAt) : '',
});

/** The slug the post will have: the typed one, or one made from the title. */
export const slugOf = (draft: TPostDraft) => draft.slug ?? slugify(draft.title);

function doneMessage(action: TPostAction, post: TBlogPost): string {
  switch (action) {
    case 'saveDraft':
      return 'Draft saved. It is not on the site.';
    case 'publish':
      return `“${post.title}” is published.`;
    case 'update':
      return 'Changes saved. They are on the site now.';
    case 'saveScheduled':
    case 'schedule':
      return `“${post.title}” will be published ${post.publishAt ? `on ${formatDateTimeWithYear(post.publishAt)}` : 'as scheduled'}.`;
    case 'unpublish':
      return `“${post.title}” is a draft again and off the site.`;
  }
}

/**
 * A blog post as the admin edits it, and the six ways of saving it. Everything is checked with
 * the API's own schema first; the server's refusal (a taken slug, a time in the past) is shown
 * as the form's error. `onSaved` hears each saved post (the first save creates it).
 */
export function useBlogPostForm({
  post,
  onSaved,
}: {
  post: TBlogPost | null;
  onSaved: (post: TBlogPost, created: boolean) => void;
}) {
  const [saved, setSaved] = useState<TBlogPost | null>(post);
  const [draft, setDraft] = useState<TPostDraft>(() => draftOf(post));
  const [baseline, setBaseline] = useState<TPostDraft>(() => draftOf(post));
  const [errors, setErrors] = useState<Partial<Record<TPostField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<TPostAction | null>(null);
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const busy = useRef(false);

  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(baseline), [draft, baseline]);

  const set = <K extends keyof TPostDraft>(field: K, value: TPostDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => (field in e ? { ...e, [field]: undefined } : e));
    setFormError(null);
  };

  const requestFor = (action: TPostAction): TBlogPostRequest | { problem: [TPostField, string] } => {
    let status: TBlogPostRequest['status'] = 'draft';
    let publishAt: string | null = null;
    if (action === 'publish' || action === 'update') status = 'published';
    if (action === 'saveScheduled') {
      status = 'scheduled';
      publishAt = saved?.publishAt ?? null;
    }
    if (action === 'schedule') {
      status = 'scheduled';
      publishAt = localInputToIso(draft.publishAt);
      if (!publishAt) return { problem: ['publishAt', 'Choose when to publish'] };
      if (new Date(publishAt).getTime() <= Date.now())
        return { problem: ['publishAt', blogMessages.scheduleInPast] };
    }
    const slug = slugOf(draft).trim();
    return {
      title: draft.title,
      slug: slug || undefined,
      excerpt: draft.excerpt,
      body: draft.body,
      heroImageUrl: draft.heroImageUrl.trim() || null,
      status,
      publishAt,
      authorSlug: draft.authorSlug || null,
      categorySlugs: draft.categorySlugs,
      tagSlugs: draft.tagSlugs,
      seoTitle: draft.seoTitle.trim() || null,
      seoDescription: draft.seoDescription.trim() || null,
    };
  };

  const showProblems = (problems: Partial<Record<TPostField, string>>) => {
    setErrors(problems);
    const first = FIELD_ORDER.find((f) => problems[f]);
    if (first) document.getElementById(postFieldId(first))?.focus();
  };

  const run = async (action: TPostAction) => {
    if (busy.current) return;
    const request = requestFor(action);
    if ('problem' in request) {
      showProblems({ [request.problem[0]]: request.problem[1] });
      return;
    }
    const parsed = ZBlogPostInput.safeParse(request);
    if (!parsed.success) {
      const problems: Partial<Record<TPostField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TPostField;
        problems[field] ??= issue.message;
      }
      showProblems(problems);
      return;
    }
    busy.current = true;
    setPending(action);
    setErrors({});
    setFormError(null);
    try {
      const result = saved
        ? await update.mutateAsync({ id: saved.id, input: request })
        : await create.mutateAsync(request);
      const next = draftOf(result);
      setSaved(result);
      setDraft(next);
      setBaseline(next);
      toast.success(doneMessage(action, result));
      onSaved(result, saved === null);
    } catch (failure) {
      setFormError(errorMessage(failure));
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  return { saved, draft, set, errors, formError, pending, dirty, run };
}
