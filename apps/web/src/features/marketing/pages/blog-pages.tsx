import { paths } from '@curo/core/routes';
import { FileQuestion, Newspaper, SearchX } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink, ContactButton } from '../components/button-link';
import { EmptyState } from '../components/empty-state';
import { HelpfulLinks } from '../components/helpful-links';
import { Hero } from '../components/hero';
import { SearchForm } from '../components/search-form';
import { humaniseSlug } from '../utils/humanise-slug';

const BLOG_LEAD =
  'Plain-language articles from Curo doctors on everyday health, telehealth and getting the most from a consult.';

export function BlogListPage() {
  return (
    <>
      <PageMeta title="Blog" description={BLOG_LEAD} />
      <Hero eyebrow="Blog" title="The Curo blog" lead={<p>{BLOG_LEAD}</p>} size="compact">
        <SearchForm action={paths.blogSearch} label="Search articles" placeholder="For example, sleep" />
      </Hero>
      <EmptyState
        icon={Newspaper}
        title="No articles published yet"
        actions={
          <>
            <ButtonLink to={paths.patientInfo}>Read patient information</ButtonLink>
            <ContactButton>Ask us a question</ContactButton>
          </>
        }
        more={<HelpfulLinks />}
      >
        <p>
          When our doctors publish their first articles, you will find them here. In the meantime, the pages
          below cover the questions people ask us most, and our team is happy to answer anything else.
        </p>
      </EmptyState>
    </>
  );
}

export function BlogSearchPage() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  return (
    <>
      <PageMeta title="Search the blog" description="Search articles from Curo doctors." />
      <Hero
        eyebrow="Blog"
        title="Search the blog"
        lead={
          query ? (
            <p>
              You searched for <strong className="text-ink">“{query}”</strong>.
            </p>
          ) : (
            <p>Search our articles by topic or keyword.</p>
          )
        }
        size="compact"
      >
        <SearchForm
          key={query}
          action={paths.blogSearch}
          label="Search articles"
          placeholder="For example, sleep"
          defaultValue={query}
        />
      </Hero>
      <EmptyState
        icon={SearchX}
        title={query ? 'No matching articles' : 'No articles published yet'}
        actions={
          <>
            <ButtonLink to={paths.blog}>Back to the blog</ButtonLink>
            <ContactButton>Ask us a question</ContactButton>
          </>
        }
        more={<HelpfulLinks />}
      >
        <p>
          We have not published any articles yet, so there is nothing to search. If you have a question, the
          pages below may answer it, or our team can.
        </p>
      </EmptyState>
    </>
  );
}

export function BlogPostPage() {
  const { slug } = useParams();
  const topic = humaniseSlug(slug);
  return (
    <>
      <PageMeta title="Article not available" description="This article has not been published." />
      <Hero
        eyebrow="Blog"
        title="This article is not available"
        lead={topic ? <p>We could not find a published article called “{topic}”.</p> : null}
        size="compact"
      />
      <EmptyState
        icon={FileQuestion}
        title="No articles published yet"
        actions={
          <>
            <ButtonLink to={paths.blog}>Go to the blog</ButtonLink>
            <ContactButton>Ask us a question</ContactButton>
          </>
        }
        more={<HelpfulLinks />}
      >
        <p>
          The link you followed may be early: our first articles have not been published. The pages below
          answer common questions, and our team can help with anything else.
        </p>
      </EmptyState>
    </>
  );
}
