import { slugify, type TBlogPost, type TUploadedImage } from '@curo/core/content';
import { paths } from '@curo/core/routes';
import { CalendarClock, ExternalLink, ImageUp, Trash2 } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import {
  primaryButton,
  secondaryButton,
  smallButton,
  smallDangerButton,
  textLink,
} from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { SelectField } from '../../../components/ui/select-field';
import { StatusPill } from '../../../components/ui/status-pill';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { useAdminBlogPost } from '../api/get-admin-blog-post';
import { useBlogAuthors } from '../api/get-blog-authors';
import { useBlogTerms } from '../api/get-blog-terms';
import { useUploadContentImage } from '../api/upload-content-image';
import { CharacterCount } from '../components/character-count';
import { ContentAdminPage } from '../components/content-admin-page';
import { EditorSaveBar } from '../components/editor-save-bar';
import { ImagePickerButton } from '../components/image-picker-button';
import { MarkdownEditor } from '../components/markdown-editor';
import { SeoFields } from '../components/seo-fields';
import { SlugField } from '../components/slug-field';
import { TermPicker } from '../components/term-picker';
import { type TPostAction, useBlogPostForm } from '../hooks/use-blog-post-form';
import { isoToLocalInput, localZoneLabel } from '../utils/local-date-time';
import { postEditorPath } from '../utils/post-editor-path';
import { POST_STATUS_LABEL, POST_STATUS_TONE, postWhen } from '../utils/post-status';

const EXCERPT_MAX = 400;

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className={`${card} min-w-0 p-5 sm:p-6`}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-5">{children}</div>
    </section>
  );
}

const ACTION_LABELS: Record<TPostAction, [idle: string, busy: string]> = {
  saveDraft: ['Save draft', 'Saving…'],
  publish: ['Publish now', 'Publishing…'],
  update: ['Update', 'Saving…'],
  saveScheduled: ['Save changes', 'Saving…'],
  schedule: ['Schedule', 'Scheduling…'],
  unpublish: ['Unpublish', 'Unpublishing…'],
};

interface EditorProps {
  post: TBlogPost | null;
  onCreated: (post: TBlogPost) => void;
}

function BlogPostEditor({ post, onCreated }: EditorProps) {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const authors = useBlogAuthors();
  const categories = useBlogTerms('categories');
  const tags = useBlogTerms('tags');
  const upload = useUploadContentImage();
  const remove = useDeleteBlogPost();
  const [images, setImages] = useState<TUploadedImage[]>([]);
  const [heroError, setHeroError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  /** Set just before the editor navigates itself, so the leave guard lets it go. */
  const leaving = useRef(false);

  const form = useBlogPostForm({
    post,
    onSaved: (saved, created) => {
      if (created) {
        leaving.current = true;
        onCreated(saved);
        leaving.current = false;
      } else if (saved.slug !== post?.slug) {
        setParams({ slug: saved.slug }, { replace: true, preventScrollReset: true });
      }
    },
  });
  const { saved, values, errors, setValue, pending, dirty, run } = form;

  const uploadImage = async (file: File) => {
    const image = await upload.mutateAsync({ file });
    setImages((list) => [image, ...list]);
    return image;
  };
  const uploadHero = async (file: File) => {
    setHeroError(null);
    try {
      setValue('heroImageUrl', (await uploadImage(file)).url);
    } catch (failure) {
      setHeroError(errorMessage(failure));
    }
  };

  const status = saved?.status ?? 'draft';
  const slug = values.slug ?? slugify(values.title);
  const busy = pending !== null;
  const button = (action: TPostAction, primary: boolean) => (
    <button
      type="button"
      onClick={() => void run(action)}
      disabled={busy}
      className={primary ? primaryButton : secondaryButton}
    >
      {pending === action ? ACTION_LABELS[action][1] : ACTION_LABELS[action][0]}
    </button>
  );
  // The bar's two buttons: keep it as it is, or change what the site shows.
  const [secondary, primary]: [TPostAction, TPostAction] =
    status === 'published'
      ? ['unpublish', 'update']
      : status === 'scheduled'
        ? ['unpublish', 'saveScheduled']
        : ['saveDraft', 'publish'];
  const liveUrl = saved && status === 'published' ? paths.blogPost.replace(':slug', saved.slug) : null;
  const minSchedule = isoToLocalInput(new Date(Date.now() + 60_000));

  return (
    <ContentAdminPage
      section="blog"
      title={saved ? 'Edit post' : 'New post'}
      metaDescription="Write and publish a blog post."
      description={
        saved ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusPill tone={POST_STATUS_TONE[status]}>{POST_STATUS_LABEL[status]}</StatusPill>
            <span>{postWhen(saved) || 'Only admins can see it.'}</span>
          </span>
        ) : (
          'A new post stays a draft, seen only by admins, until you publish or schedule it.'
        )
      }
      actions={
        liveUrl ? (
          <a href={liveUrl} target="_blank" rel="noopener" className={secondaryButton}>
            <ExternalLink className="size-5" aria-hidden />
            View on the site
          </a>
        ) : null
      }
    >
      <form
        aria-label="Post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(primary === 'publish' ? 'saveDraft' : primary);
        }}
        className="flex flex-col gap-6"
      >
        <Section title="Post" id="post-section-content">
          <TextField {...form.text('title')} label="Title" autoComplete="off" maxLength={200} />
          <SlugField
            {...form.text('slug')}
            label="Slug"
            title={values.title}
            hint={(path) =>
              values.slug === null
                ? `Made from the title: /blog/${path}`
                : status === 'published'
                  ? `/blog/${path}. Changing it breaks links people already have.`
                  : `/blog/${path}`
            }
          />
          <TextAreaField
            {...form.text('excerpt')}
            label="Excerpt"
            rows={3}
            maxLength={EXCERPT_MAX}
            hint={
              <>
                <CharacterCount value={values.excerpt} max={EXCERPT_MAX} />. Shown on the blog's list and in
                link previews.
              </>
            }
          />
          <MarkdownEditor
            {...form.text('body')}
            label="Body"
            rows={20}
            maxLength={100_000}
            uploadImage={uploadImage}
            tall
          />
        </Section>

        <div className="grid gap-6 md:grid-cols-2 md:items-start">
          <div className="flex min-w-0 flex-col gap-6">
            <Section title="Publishing" id="post-section-publishing">
              <p className="text-muted">
                {status === 'published'
                  ? `On the site since ${saved?.publishAt ? formatDateTimeWithYear(saved.publishAt) : 'now'}.`
                  : status === 'scheduled'
                    ? `Goes live on ${saved?.publishAt ? formatDateTimeWithYear(saved.publishAt) : 'the chosen day'}. Until then only admins see it.`
                    : 'Publish it now from the bar below, or choose a time for it to go live.'}
              </p>
              {status !== 'published' ? (
                <>
                  <TextField
                    {...form.text('publishAt')}
                    label="Publish at"
                    type="datetime-local"
                    min={minSchedule}
                    hint={`In your time zone, ${localZoneLabel()}.`}
                  />
                  <div className="flex flex-wrap gap-3">
                    <button
                      type="button"
                      onClick={() => void run('schedule')}
                      disabled={busy}
                      className={secondaryButton}
                    >
                      <CalendarClock className="size-5" aria-hidden />
                      {pending === 'schedule'
                        ? ACTION_LABELS.schedule[1]
                        : status === 'scheduled'
                          ? 'Reschedule'
                          : 'Schedule'}
                    </button>
                    {status === 'scheduled' ? button('publish', false) : null}
                  </div>
                </>
              ) : null}
            </Section>
            <Section title="Hero image" id="post-section-hero">
              {values.heroImageUrl ? (
                <img
                  src={values.heroImageUrl}
                  alt="Hero of this post"
                  className="aspect-[16/9] w-full rounded-lg border border-line object-cover"
                />
              ) : (
                <p className="flex aspect-[16/9] items-center justify-center rounded-lg border border-dashed border-line bg-surface px-4 text-center text-sm text-muted">
                  No hero image. Posts without one show a simple cover.
                </p>
              )}
              {heroError || errors.heroImageUrl ? (
                <p role="alert" className="text-sm font-medium text-error">
                  {heroError ?? errors.heroImageUrl}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <ImagePickerButton
                  label={values.heroImageUrl ? 'Replace hero image' : 'Upload hero image'}
                  icon={<ImageUp className="size-4" aria-hidden />}
                  busy={upload.isPending}
                  busyLabel="Uploading…"
                  onFile={(file) => void uploadHero(file)}
                  onProblem={setHeroError}
                  className={smallButton}
                />
                {values.heroImageUrl ? (
                  <button
                    type="button"
                    onClick={() => setValue('heroImageUrl', '')}
                    className={smallDangerButton}
                  >
                    Remove hero image
                  </button>
                ) : null}
              </div>
              {images.length > 0 ? (
                <div>
                  <p className="text-sm font-medium text-ink">Uploaded while editing</p>
                  <ul className="mt-2 grid grid-cols-2 gap-3">
                    {images.map((image, index) => (
                      <li key={image.url} className="flex flex-col gap-2">
                        <img
                          src={image.thumbnailUrl}
                          alt={`Upload ${images.length - index}`}
                          className="aspect-[4/3] w-full rounded-lg border border-line object-cover"
                        />
                        <button
                          type="button"
                          onClick={() => setValue('heroImageUrl', image.url)}
                          disabled={values.heroImageUrl === image.url}
                          className={`${smallButton} w-full`}
                        >
                          {values.heroImageUrl === image.url ? 'The hero image' : 'Use as hero image'}
                          <span className="sr-only"> (upload {images.length - index})</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </Section>
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <Section title="Author and topics" id="post-section-topics">
              {authors.isError ? (
                <p className="text-sm text-error">
                  Authors could not be loaded: {errorMessage(authors.error)}
                </p>
              ) : (
                <SelectField
                  {...form.text('authorSlug')}
                  label="Author"
                  options={[
                    { value: '', label: 'No author' },
                    ...(authors.data?.items ?? []).map((a) => ({
                      value: a.slug,
                      label: a.credentials ? `${a.name} (${a.credentials})` : a.name,
                    })),
                    // A post's author is kept while the list loads.
                    ...(values.authorSlug && !authors.data
                      ? [{ value: values.authorSlug, label: values.authorSlug }]
                      : []),
                  ]}
                />
              )}
              <TermPicker
                legend="Categories"
                options={categories.data?.items ?? []}
                selected={values.categorySlugs}
                onChange={(value) => setValue('categorySlugs', value)}
                empty={
                  categories.isPending ? 'Loading…' : 'No categories yet. Add them under Blog, Categories.'
                }
              />
              <TermPicker
                legend="Tags"
                options={tags.data?.items ?? []}
                selected={values.tagSlugs}
                onChange={(value) => setValue('tagSlugs', value)}
                empty={tags.isPending ? 'Loading…' : 'No tags yet. Add them under Blog, Tags.'}
              />
            </Section>
            <Section title="Search engines" id="post-section-seo">
              <SeoFields
                title={form.text('seoTitle')}
                description={form.text('seoDescription')}
                fallbackTitle={values.title}
                fallbackDescription={values.excerpt}
                path={`/blog/${slug}`}
              />
            </Section>
          </div>
        </div>

        {saved ? (
          <div className="flex justify-end">
            <button type="button" onClick={() => setDeleting(true)} className={smallDangerButton}>
              <Trash2 className="size-4" aria-hidden />
              Delete post
            </button>
          </div>
        ) : null}

        <EditorSaveBar
          dirty={dirty}
          note={saved ? 'All changes saved' : 'Not saved yet'}
          form={form}
          leaving={leaving}
        >
          <div className="grid grid-cols-2 gap-3 sm:flex">
            {button(secondary, false)}
            {button(primary, true)}
          </div>
        </EditorSaveBar>
      </form>
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title="Delete this post?"
        description={`“${saved?.title ?? ''}” will be gone from the blog for good, with its view count.`}
        confirmLabel="Delete post"
        doneMessage="The post is deleted."
        onConfirm={async () => {
          await remove.mutateAsync({ id: saved?.id ?? '' });
          leaving.current = true;
          navigate(paths.adminBlog);
        }}
      />
    </ContentAdminPage>
  );
}

function BlogPostEditorRoute() {
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const post = useAdminBlogPost({ id, slug: params.get('slug') ?? undefined });
  /** A post this editor has just created keeps the same editor (and its state) at its new address. */
  const created = useRef<string | null>(null);

  if (id !== 'new' && id !== created.current) {
    if (post.isPending)
      return (
        <ContentAdminPage
          section="blog"
          title="Edit post"
          metaDescription="Edit a blog post."
          description="Loading the post…"
        >
          <Loading label="Loading the post…" />
        </ContentAdminPage>
      );
    if (post.isError)
      return (
        <ContentAdminPage
          section="blog"
          title="Edit post"
          metaDescription="Edit a blog post."
          description={
            <Link to={paths.adminBlog} className={textLink}>
              Back to all posts
            </Link>
          }
        >
          {post.error instanceof ApiError && post.error.status === 404 ? (
            <div role="alert" className={`${card} p-5`}>
              <p className="font-semibold text-ink">This post does not exist.</p>
              <p className="mt-1 text-muted">It may have been deleted. Find it in the list of posts.</p>
            </div>
          ) : (
            <LoadProblem what="the post" error={post.error} onRetry={() => void post.refetch()} />
          )}
        </ContentAdminPage>
      );
  }

  return (
    <BlogPostEditor
      key={id === created.current ? 'new' : id}
      post={id === 'new' || id === created.current ? null : (post.data ?? null)}
      onCreated={(saved) => {
        created.current = saved.id;
        navigate(postEditorPath(saved), { replace: true });
      }}
    />
  );
}

/** `/admin/blog/:id` (`new` to write one): the post editor. Administrators only. */
export function BlogPostEditorPage() {
  return (
    <AdminOnly>
      <BlogPostEditorRoute />
    </AdminOnly>
  );
}
