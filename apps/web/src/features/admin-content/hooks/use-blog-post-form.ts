import { blogMessages, slugify, type TBlogPost, ZBlogPostInput } from '@curo/core/content';
import { useRef, useState } from 'react';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import type { TBlogPostRequest } from '../api/create-blog-post';
import { useCreateBlogPost } from '../api/create-blog-post';
import { useUpdateBlogPost } from '../api/update-blog-post';
import { isoToLocalInput, localInputToIso } from '../utils/local-date-time';

interface TPostDraft {
  title: string;
  /** The slug as typed; null while it follows the title. */
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

type TPostField = keyof TPostDraft;
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
const postFieldId = (field: TPostField) => (field === 'authorSlug' ? 'post-author' : `post-${field}`);

/** What the admin asked for: each sends the whole post with a status. */
export type TPostAction = 'saveDraft' | 'publish' | 'update' | 'saveScheduled' | 'schedule' | 'unpublish';

/** Scheduling wants a time still to come: said before the round trip the server would refuse. */
const ZScheduledPost = ZBlogPostInput.superRefine((post, ctx) => {
  if (post.publishAt && new Date(post.publishAt).getTime() <= Date.now())
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: blogMessages.scheduleInPast });
});

const draftOf = (post: TBlogPost | null): TPostDraft => ({
  title: post?.title ?? '',
  slug: post?.slug ?? null,
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
  const form = useFormState<TPostField, TPostDraft>(draftOf(post), postFieldId, { alertId: 'post-alert' });
  const [baseline, setBaseline] = useState(() => JSON.stringify(draftOf(post)));
  const [pending, setPending] = useState<TPostAction | null>(null);
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const busy = useRef(false);
  const { values } = form;

  const dirty = JSON.stringify(values) !== baseline;

  const requestFor = (action: TPostAction): TBlogPostRequest => {
    let status: TBlogPostRequest['status'] = 'draft';
    let publishAt: string | null = null;
    if (action === 'publish' || action === 'update') status = 'published';
    if (action === 'saveScheduled') {
      status = 'scheduled';
      publishAt = saved?.publishAt ?? null;
    }
    if (action === 'schedule') {
      status = 'scheduled';
      publishAt = localInputToIso(values.publishAt);
    }
    return {
      title: values.title,
      slug: (values.slug ?? slugify(values.title)).trim() || undefined,
      excerpt: values.excerpt,
      body: values.body,
      heroImageUrl: values.heroImageUrl.trim() || null,
      status,
      publishAt,
      authorSlug: values.authorSlug || null,
      categorySlugs: values.categorySlugs,
      tagSlugs: values.tagSlugs,
      seoTitle: values.seoTitle.trim() || null,
      seoDescription: values.seoDescription.trim() || null,
    };
  };

  const run = async (action: TPostAction) => {
    if (busy.current) return;
    const input = form.check(
      action === 'schedule' ? ZScheduledPost : ZBlogPostInput,
      requestFor(action),
      FIELD_ORDER,
    );
    if (!input) return;
    busy.current = true;
    setPending(action);
    await form.send(async () => {
      const result = saved
        ? await update.mutateAsync({ id: saved.id, input })
        : await create.mutateAsync(input);
      setSaved(result);
      form.resetValues(draftOf(result));
      setBaseline(JSON.stringify(draftOf(result)));
      toast.success(doneMessage(action, result));
      onSaved(result, saved === null);
    });
    busy.current = false;
    setPending(null);
  };

  return { ...form, saved, pending, dirty, run };
}
