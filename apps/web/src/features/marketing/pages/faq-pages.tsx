import type { TFaq } from '@curo/core/content';
import { paths } from '@curo/core/routes';
import { FolderOpen, LifeBuoy, MessageCircleQuestion, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Markdown } from '../../../components/ui/markdown';
import { PageMeta } from '../../../components/ui/page-meta';
import { QueryError } from '../../../components/ui/query-error';
import { ListSkeleton, LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate } from '../../../lib/date-time';
import { isNotFound } from '../../../lib/is-not-found';
import {
  answersLabel,
  Breadcrumbs,
  FaqCategoryCards,
  FaqQuestionList,
  FaqSearchResults,
  faqCategoryHref,
  faqEntryHref,
  plainText,
  useFaq,
  useFaqCategories,
  useFaqCategory,
  useFaqSearch,
  useMostAskedFaqs,
} from '../../content';
import { NotFoundPage } from '../../not-found';
import { ButtonLink, ContactButton } from '../components/button-link';
import { Container } from '../components/container';
import { EmptyState } from '../components/empty-state';
import { HelpfulLinks } from '../components/helpful-links';
import { Hero } from '../components/hero';
import { SearchForm } from '../components/search-form';
import { Section } from '../components/section';

const FAQ_DESCRIPTION =
  'Answers to common questions about Curo: booking, prices and Medicare, certificates, prescriptions and privacy.';

function FaqSearch({ query = '' }: { query?: string }) {
  return (
    <SearchForm
      key={query}
      action={paths.faqResults}
      label="Search the FAQ"
      placeholder="For example, medical certificate"
      defaultValue={query}
    />
  );
}

/** The actions every FAQ empty state offers: ask us, or go back to the FAQ home. */
function FaqActions({ showHome = true }: { showHome?: boolean }) {
  return (
    <>
      <ContactButton variant="primary">Contact us</ContactButton>
      {showHome ? (
        <ButtonLink to={paths.faq} variant="secondary">
          FAQ home
        </ButtonLink>
      ) : null}
    </>
  );
}

interface StillNeedHelpProps {
  /** Off on the FAQ home itself. */
  showHome?: boolean;
  /** `wide` sits under an answer, the icon beside the text; `card` suits a side column. */
  layout?: 'card' | 'wide';
}

/** "Still need help?": the way out of the FAQ when it has not answered the question. */
function StillNeedHelp({ showHome = true, layout = 'card' }: StillNeedHelpProps) {
  const headingId = useId();
  const wide = layout === 'wide';
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-card border border-line bg-surface p-6 sm:p-8 ${wide ? 'sm:flex sm:gap-5' : ''}`}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <LifeBuoy aria-hidden="true" className="size-5" />
      </span>
      <div className={wide ? 'mt-4 sm:mt-0' : 'mt-4'}>
        <h2 id={headingId} className="text-xl font-bold text-ink">
          Still need help?
        </h2>
        <p className="mt-2 text-muted">
          Send us your question and our support team will reply by email or phone, usually within one business
          day.
        </p>
        <div className={`mt-5 flex flex-col gap-3 sm:flex-row ${wide ? '' : 'lg:flex-col xl:flex-row'}`}>
          <ContactButton variant="primary">Contact us</ContactButton>
          {showHome ? (
            <ButtonLink to={paths.faq} variant="secondary">
              FAQ home
            </ButtonLink>
          ) : null}
        </div>
        <p className="mt-5 text-sm text-muted">In an emergency, call 000.</p>
      </div>
    </section>
  );
}

/** The FAQ's topics, as cards; used on the FAQ home and on an empty search. */
function CategoriesSection({ title = 'Browse by topic' }: { title?: string }) {
  const categories = useFaqCategories();
  return (
    <Section title={title}>
      {categories.isPending ? (
        <LoadingRegion label="Loading topics">
          <ul className="grid gap-4 sm:grid-cols-2">
            {[1, 2, 3, 4].map((n) => (
              <li key={n} className="space-y-3 rounded-card border border-line bg-white p-6 shadow-card">
                <Skeleton className="size-11 rounded-full" />
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-5/6" />
              </li>
            ))}
          </ul>
        </LoadingRegion>
      ) : categories.isError ? (
        <QueryError
          title="We couldn't load the FAQ topics"
          onRetry={() => categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : (
        <FaqCategoryCards categories={categories.data.items.filter((c) => c.count > 0)} />
      )}
    </Section>
  );
}

/** The most opened questions, beside the way to ask us instead. */
function MostAskedSection() {
  const mostAsked = useMostAskedFaqs();
  const help = <StillNeedHelp showHome={false} />;
  if (mostAsked.isSuccess && mostAsked.data.items.length === 0) {
    return (
      <Container className="pb-14 sm:pb-20">
        <div className="max-w-[720px]">{help}</div>
      </Container>
    );
  }
  return (
    <Section title="Most asked" tone="surface" intro={<p>The questions people open most often.</p>}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-14">
        <div className="min-w-0">
          {mostAsked.isPending ? (
            <ListSkeleton label="Loading the most asked questions" count={6} />
          ) : mostAsked.isError ? (
            <QueryError
              title="We couldn't load the most asked questions"
              onRetry={() => mostAsked.refetch()}
              retrying={mostAsked.isFetching}
            />
          ) : (
            <FaqQuestionList items={mostAsked.data.items} />
          )}
        </div>
        <aside className="min-w-0">{help}</aside>
      </div>
    </Section>
  );
}

export function FaqHomePage() {
  const categories = useFaqCategories();
  const empty = categories.isSuccess && categories.data.items.every((c) => c.count === 0);
  return (
    <>
      <PageMeta title="Frequently asked questions" description={FAQ_DESCRIPTION} path={paths.faq} />
      <Hero eyebrow="FAQ" title="Frequently asked questions" lead={<p>{FAQ_DESCRIPTION}</p>} size="compact">
        <FaqSearch />
      </Hero>
      {empty ? (
        <EmptyState
          icon={MessageCircleQuestion}
          title="No answers published yet"
          actions={<FaqActions showHome={false} />}
          more={<HelpfulLinks />}
        >
          <p>
            We have not published our FAQ yet. Many common questions are answered on the pages below, and our
            support team will answer anything else: send us a message and we will reply by email or phone.
          </p>
        </EmptyState>
      ) : (
        <>
          <CategoriesSection />
          <MostAskedSection />
        </>
      )}
    </>
  );
}

function SearchResults({ query }: { query: string }) {
  const search = useFaqSearch(query);
  const headingId = useId();
  if (search.isPending) {
    return (
      <Container className="py-12">
        <div className="max-w-[860px]">
          <ListSkeleton label="Searching the FAQ" count={4} />
        </div>
      </Container>
    );
  }
  if (search.isError) {
    return (
      <Container className="py-12">
        <div className="max-w-[860px]">
          <QueryError
            title="We couldn't search the FAQ"
            onRetry={() => search.refetch()}
            retrying={search.isFetching}
          />
        </div>
      </Container>
    );
  }
  const hits = search.data.items;
  if (hits.length === 0) {
    return (
      <EmptyState icon={SearchX} title="No answers match your search" actions={<FaqActions />}>
        <p>
          We couldn't find an answer for “{query}”. Try other words, browse the topics on the FAQ home, or
          send us your question and our team will answer it.
        </p>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Container className="py-12 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-14">
          <div className="min-w-0">
            <h2 id={headingId} className="text-xl font-bold text-ink" aria-live="polite">
              {answersLabel(hits.length)} for “{query}”
            </h2>
            <div className="mt-6">
              <FaqSearchResults hits={hits} />
            </div>
          </div>
          <aside className="min-w-0 lg:pt-12">
            <StillNeedHelp />
          </aside>
        </div>
      </Container>
    </section>
  );
}

export function FaqResultsPage() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim().slice(0, 200);
  return (
    <>
      <PageMeta
        title={query ? `“${query}” in the FAQ` : 'Search the FAQ'}
        description={FAQ_DESCRIPTION}
        noIndex
      />
      <Hero
        title="Search results"
        banner={<Breadcrumbs items={[{ label: 'FAQ', to: paths.faq }, { label: 'Search' }]} />}
        lead={
          query ? (
            <p>
              You searched for <strong className="text-ink">“{query}”</strong>.
            </p>
          ) : (
            <p>Type a question or a few words to search the FAQ.</p>
          )
        }
        size="compact"
      >
        <FaqSearch query={query} />
      </Hero>
      {query ? <SearchResults query={query} /> : <CategoriesSection title="Or browse by topic" />}
    </>
  );
}

export function FaqCategoryPage() {
  const { category: slug = '' } = useParams();
  const page = useFaqCategory(slug);
  if (isNotFound(page.error)) return <NotFoundPage />;
  const category = page.data?.category;
  const items = page.data?.items ?? [];
  return (
    <>
      {category ? (
        <PageMeta
          title={`${category.name}: questions and answers`}
          description={category.description ?? `Answers about ${category.name.toLowerCase()} on Curo.`}
          path={faqCategoryHref(category.slug)}
        />
      ) : (
        <PageMeta title="FAQ" description={FAQ_DESCRIPTION} />
      )}
      <Hero
        banner={
          <Breadcrumbs items={[{ label: 'FAQ', to: paths.faq }, { label: category?.name ?? 'Topic' }]} />
        }
        title={category ? category.name : <Skeleton className="h-10 w-2/3 max-w-[420px]" />}
        lead={
          category ? (
            <p>
              {category.description ? `${category.description} ` : ''}
              <span className="whitespace-nowrap">{answersLabel(category.count)}.</span>
            </p>
          ) : null
        }
        size="compact"
      >
        <FaqSearch />
      </Hero>
      {page.isSuccess && items.length === 0 ? (
        <EmptyState icon={FolderOpen} title="No answers in this topic yet" actions={<FaqActions />}>
          <p>
            There are no published answers about {page.data.category.name.toLowerCase()} yet. Send us your
            question and our team will answer it.
          </p>
        </EmptyState>
      ) : (
        <Container className="py-12 sm:py-14">
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-14">
            <div className="min-w-0">
              {page.isPending ? (
                <ListSkeleton label="Loading the answers" count={4} />
              ) : page.isError ? (
                <QueryError
                  title="We couldn't load this topic"
                  onRetry={() => page.refetch()}
                  retrying={page.isFetching}
                />
              ) : (
                <>
                  <h2 className="sr-only">Questions</h2>
                  <FaqQuestionList items={items} detail="preview" />
                </>
              )}
            </div>
            <aside className="min-w-0">
              <StillNeedHelp />
            </aside>
          </div>
        </Container>
      )}
    </>
  );
}

function RelatedQuestions({ items }: { items: readonly TFaq[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        Related questions
      </h2>
      <div className="mt-4">
        <FaqQuestionList items={items} detail="none" />
      </div>
    </section>
  );
}

export function FaqEntryPage() {
  const { slug = '' } = useParams();
  const entry = useFaq(slug);
  if (isNotFound(entry.error)) return <NotFoundPage />;
  const faq = entry.data;
  return (
    <>
      {faq ? (
        <PageMeta
          title={faq.question}
          description={plainText(faq.answer, 160)}
          path={faqEntryHref(faq.slug)}
          type="article"
        />
      ) : (
        <PageMeta title="FAQ" description={FAQ_DESCRIPTION} />
      )}
      <header className="border-b border-line bg-linear-to-b from-primary-soft/60 via-white to-white">
        <Container className="py-8 sm:py-12">
          <Breadcrumbs
            items={[
              { label: 'FAQ', to: paths.faq },
              faq
                ? { label: faq.category.name, to: faqCategoryHref(faq.category.slug) }
                : { label: 'Answer' },
            ]}
          />
          <div className="mt-6 max-w-[820px] sm:mt-8">
            {faq ? (
              <h1 className="text-3xl font-bold text-balance text-ink sm:text-4xl">{faq.question}</h1>
            ) : entry.isError ? (
              <h1 className="text-3xl font-bold text-ink sm:text-4xl">This answer didn't load</h1>
            ) : (
              <LoadingRegion label="Loading the answer">
                <Skeleton className="h-9 w-11/12" />
                <Skeleton className="mt-3 h-9 w-2/3" />
              </LoadingRegion>
            )}
          </div>
        </Container>
      </header>
      <Container className="py-10 sm:py-14">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-16">
          <div className="min-w-0">
            {faq ? (
              <>
                <article aria-label={faq.question} className="max-w-[72ch]">
                  <Markdown>{faq.answer}</Markdown>
                  <p className="mt-8 border-t border-line pt-4 text-sm text-muted">
                    In{' '}
                    <Link
                      to={faqCategoryHref(faq.category.slug)}
                      className="font-medium text-primary hover:underline"
                    >
                      {faq.category.name}
                    </Link>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">. </span>
                    Last updated <time dateTime={faq.updatedAt}>{formatLongDate(faq.updatedAt)}</time>
                  </p>
                </article>
                <div className="mt-12 max-w-[72ch]">
                  <StillNeedHelp layout="wide" />
                </div>
              </>
            ) : entry.isError ? (
              <QueryError
                title="We couldn't load this answer"
                onRetry={() => entry.refetch()}
                retrying={entry.isFetching}
              />
            ) : (
              <div aria-hidden="true" className="space-y-3">
                {['w-full', 'w-11/12', 'w-5/6', 'w-3/4'].map((width) => (
                  <Skeleton key={width} className={`h-4 ${width}`} />
                ))}
              </div>
            )}
          </div>
          <aside className="min-w-0">
            {faq ? <RelatedQuestions items={faq.related} /> : null}
            {entry.isError ? <StillNeedHelp /> : null}
          </aside>
        </div>
      </Container>
    </>
  );
}
