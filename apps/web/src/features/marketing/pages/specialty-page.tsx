import { bookingPath, paths } from '@curo/core/routes';
import { Baby, Brain, FileText, type LucideIcon, Receipt, Stethoscope, Video } from 'lucide-react';
import { useParams } from 'react-router';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageMeta } from '../../../components/ui/page-meta';
import { Skeleton } from '../../../components/ui/skeleton';
import { NotFoundPage } from '../../not-found';
import { usePublicSpecialties } from '../api/get-public-specialties';
import { isNotFound, type TSpecialtyCms, useSpecialtyCms } from '../api/get-specialty-cms';
import { ButtonLink } from '../components/button-link';
import { Container } from '../components/container';
import { CtaActions } from '../components/cta-actions';
import { CtaBand } from '../components/cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FactCard } from '../components/fact-card';
import { Hero } from '../components/hero';
import { LinkCards } from '../components/link-cards';
import { Section } from '../components/section';
import { SpecialtyCmsContent } from '../components/specialty-cms-content';
import { formatSpecialtyPrice } from '../content/pricing';
import { usePriceList } from '../hooks/use-price-list';
import { errorMessage } from '../utils/error-message';
import { humaniseSlug } from '../utils/humanise-slug';

const SPECIALTY_ICONS: Record<string, LucideIcon> = { adhd: Brain, paediatrics: Baby };
const specialtyPath = (slug: string) => paths.specialty.replace(':slug', encodeURIComponent(slug));

/**
 * `/specialty/:slug`: a public specialty rendered from its CMS page. ADHD and paediatrics have
 * dedicated routes of their own; an unknown or hidden slug is the not-found page.
 */
export function SpecialtyPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useSpecialtyCms(slug);

  if (isPending) return <SpecialtyLoading />;
  if (isError) {
    if (isNotFound(error)) return <NotFoundPage />;
    const name = humaniseSlug(slug) || 'Specialty';
    return (
      <>
        <PageMeta title={name} description="Curo specialists by video." />
        <Hero eyebrow="Specialties" title={name} lead={null} size="compact" />
        <Container className="py-12">
          <LoadProblem
            what="this specialty"
            message={errorMessage(error)}
            onRetry={() => void refetch()}
            className="mx-auto max-w-[720px]"
          />
        </Container>
      </>
    );
  }
  return <SpecialtyView specialty={data} />;
}

function SpecialtyView({ specialty }: { specialty: TSpecialtyCms }) {
  const { priceOf } = usePriceList();
  // A specialty without its own price follows the general specialist price.
  const price =
    specialty.priceCents !== null ? formatSpecialtyPrice(specialty.priceCents) : priceOf('specialist');

  return (
    <>
      <PageMeta
        title={specialty.seoTitle || specialty.name}
        description={specialty.seoDescription || specialty.summary || `${specialty.name} consults by video.`}
      />
      <Hero
        eyebrow="Specialty"
        title={specialty.name}
        lead={specialty.summary ? <p>{specialty.summary}</p> : null}
        actions={
          <CtaActions
            to={bookingPath({ specialty: specialty.name })}
            label="Book a consult"
            ask="Contact us"
          />
        }
        aside={
          specialty.heroImageUrl ? (
            <figure className="space-y-4">
              <img
                src={specialty.heroImageUrl}
                alt=""
                className="aspect-[4/3] w-full rounded-card border border-line object-cover shadow-card"
              />
              <figcaption className="flex items-center gap-3 rounded-card border border-line bg-white px-4 py-3 shadow-card">
                <Receipt aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span>
                  <span className="block text-sm text-muted">Specialist consult</span>
                  <span className="font-semibold text-ink">{price}</span>
                </span>
              </figcaption>
            </figure>
          ) : (
            <FactCard
              facts={[
                { icon: Receipt, label: 'Specialist consult', value: price },
                { icon: FileText, label: 'Medicare', value: 'Rebate with a valid GP referral' },
                { icon: Video, label: 'How', value: 'Video consults, from home' },
              ]}
            />
          )
        }
      >
        <EmergencyNote />
      </Hero>

      <SpecialtyCmsContent
        specialty={specialty}
        aside={<HowToBook price={price} specialty={specialty.name} />}
      />

      <OtherSpecialties current={specialty.slug} />

      <CtaBand
        title="Not sure which specialist you need?"
        body={<p>A GP can talk it through with you and, if you need one, write a referral.</p>}
        actions={<CtaActions label="See a GP" ask="Ask us" onDark />}
      />
    </>
  );
}

const BOOKING_STEPS = [
  {
    title: 'Get a GP referral',
    body: 'It makes you eligible for the Medicare rebate. A Curo GP can write one if it is appropriate.',
  },
  { title: 'Book a video consult', body: 'Choose a time and upload your referral and anything useful.' },
  { title: 'Your plan', body: 'The specialist explains what they find, and writes to your GP.' },
] as const;

/** Beside the content: how seeing this specialist works, and the price again with the call to action. */
function HowToBook({ price, specialty }: { price: string; specialty: string }) {
  return (
    <div className="rounded-card border border-line bg-white p-6 shadow-card">
      <h2 className="text-lg font-bold text-ink">How to see a specialist</h2>
      <ol className="mt-5 space-y-4">
        {BOOKING_STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{step.title}</span>
              <span className="block text-sm text-muted">{step.body}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-6 border-t border-line pt-4 text-sm text-muted">
        Specialist consult: <span className="font-semibold text-ink">{price}</span>
      </p>
      <ButtonLink to={bookingPath({ specialty })} className="mt-4 w-full">
        Book a specialist consult
      </ButtonLink>
    </div>
  );
}

/** The other public specialties, linking to their pages; left out until known, or when there are none. */
function OtherSpecialties({ current }: { current: string }) {
  const { data } = usePublicSpecialties();
  const others = (data?.items ?? []).filter((s) => s.slug !== current);
  if (others.length === 0) return null;
  return (
    <Section tone="surface" eyebrow="Specialties" title="Other specialists you can see by video">
      <LinkCards
        columns={others.length >= 3 ? 3 : 2}
        items={others.map((s) => ({
          to: specialtyPath(s.slug),
          title: s.name,
          description: s.summary || undefined,
          icon: SPECIALTY_ICONS[s.slug] ?? Stethoscope,
        }))}
      />
    </Section>
  );
}

/** The page's shape while its content loads, so nothing jumps when it arrives. */
function SpecialtyLoading() {
  return (
    <section
      aria-busy="true"
      aria-label="Loading specialty"
      className="border-b border-line bg-linear-to-b from-primary-soft/60 via-white to-white"
    >
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-16 lg:py-20">
        <div>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-4 h-10 w-3/4 sm:h-12" />
          <Skeleton className="mt-6 h-5 w-full max-w-[56ch]" />
          <Skeleton className="mt-2 h-5 w-5/6 max-w-[56ch]" />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Skeleton className="h-11 w-full sm:w-40" />
            <Skeleton className="h-11 w-full sm:w-32" />
          </div>
        </div>
        <Skeleton className="h-64 w-full rounded-card" />
      </Container>
    </section>
  );
}
