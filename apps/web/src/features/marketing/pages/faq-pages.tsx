import { paths } from '@curo/core/routes';
import { FileQuestion, FolderOpen, MessageCircleQuestion, SearchX } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink, ContactButton } from '../components/button-link';
import { EmptyState } from '../components/empty-state';
import { HelpfulLinks } from '../components/helpful-links';
import { Hero } from '../components/hero';
import { SearchForm } from '../components/search-form';
import { humaniseSlug } from '../utils/humanise-slug';

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

export function FaqHomePage() {
  return (
    <>
      <PageMeta title="Frequently asked questions" description={FAQ_DESCRIPTION} />
      <Hero eyebrow="FAQ" title="Frequently asked questions" lead={<p>{FAQ_DESCRIPTION}</p>} size="compact">
        <FaqSearch />
      </Hero>
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
    </>
  );
}

export function FaqResultsPage() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  return (
    <>
      <PageMeta title="FAQ search results" description={FAQ_DESCRIPTION} />
      <Hero
        eyebrow="FAQ"
        title="Search results"
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
      <EmptyState
        icon={SearchX}
        title="No answers are published yet"
        actions={<FaqActions />}
        more={<HelpfulLinks />}
      >
        <p>
          Our FAQ has not been published yet, so there are no answers to show. Send us your question and our
          team will answer it.
        </p>
      </EmptyState>
    </>
  );
}

export function FaqCategoryPage() {
  const { category } = useParams();
  const name = humaniseSlug(category);
  const title = name ? `${name} questions` : 'FAQ category';
  return (
    <>
      <PageMeta title={title} description={FAQ_DESCRIPTION} />
      <Hero
        eyebrow="FAQ"
        title={title}
        lead={<p>Search the FAQ, or send us your question and our team will answer it.</p>}
        size="compact"
      >
        <FaqSearch />
      </Hero>
      <EmptyState
        icon={FolderOpen}
        title="No answers published yet"
        actions={<FaqActions />}
        more={<HelpfulLinks />}
      >
        <p>
          There are no published answers in this category. If you have a question about{' '}
          {name ? name.toLowerCase() : 'this topic'}, send it to us and our team will answer it.
        </p>
      </EmptyState>
    </>
  );
}

export function FaqEntryPage() {
  const { slug } = useParams();
  const topic = humaniseSlug(slug);
  return (
    <>
      <PageMeta title="Answer not available" description={FAQ_DESCRIPTION} />
      <Hero
        eyebrow="FAQ"
        title="This answer is not available"
        lead={topic ? <p>We could not find a published answer called “{topic}”.</p> : null}
        size="compact"
      >
        <FaqSearch />
      </Hero>
      <EmptyState
        icon={FileQuestion}
        title="No answers published yet"
        actions={<FaqActions />}
        more={<HelpfulLinks />}
      >
        <p>
          Our FAQ has not been published yet, so the link you followed has nothing to show. Send us your
          question and our team will answer it.
        </p>
      </EmptyState>
    </>
  );
}
