import { normalisePath, paths, STATES, workplaceStatePath } from '@curo/core/routes';
import { Clock, FileText, Landmark, MapPin, Receipt, Signal, Sun } from 'lucide-react';
import { useLocation } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink } from '../components/button-link';
import { Callout } from '../components/callout';
import { ClaimCtaBand } from '../components/claim-cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FactCard } from '../components/fact-card';
import { Hero } from '../components/hero';
import { KeyValueList } from '../components/key-value-list';
import { LinkCards } from '../components/link-cards';
import { Section } from '../components/section';
import { Steps } from '../components/steps';
import { findWorkplaceState, type TWorkplaceState } from '../content/workplace-states';
import { usePriceList } from '../hooks/use-price-list';

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Links to every other state's page, so a visitor on the wrong page is one tap from the right one. */
function OtherStates({ current }: { current?: TWorkplaceState }) {
  return (
    <LinkCards
      columns={4}
      items={STATES.filter((s) => s.code !== current?.code).map((s) => ({
        to: workplaceStatePath(s.code),
        title: s.name,
        icon: MapPin,
      }))}
    />
  );
}

function UnknownState() {
  return (
    <>
      <PageMeta
        title="Workplace injury care"
        description="Choose your state or territory's workers' compensation scheme."
      />
      <Hero
        eyebrow="Workplace health"
        title="Choose your state or territory"
        lead={<p>We could not tell which state this page is for. Choose yours below.</p>}
        actions={<ButtonLink to={paths.workplace}>All workplace information</ButtonLink>}
        size="compact"
      >
        <EmergencyNote />
      </Hero>
      <Section title="States and territories">
        <OtherStates />
      </Section>
    </>
  );
}

/** One page per state or territory (`/workplace/nsw` and so on); the state comes from the path. */
export function WorkplaceStatePage() {
  const { priceOf } = usePriceList();
  const { pathname } = useLocation();
  const segment = normalisePath(pathname).split('/').pop();
  const state = findWorkplaceState(segment);
  if (!state) return <UnknownState />;

  const { scheme, time } = state;

  return (
    <>
      <PageMeta
        title={`Workplace injury care ${state.inPlace}`}
        description={`Telehealth for workplace injuries ${state.inPlace}: ${scheme.regulator}, the ${scheme.certificate}, local consult hours and regional access.`}
      />

      <Hero
        eyebrow={`Workplace health · ${state.abbreviation}`}
        title={`Workplace injury care ${state.inPlace}`}
        lead={<p>{state.intro}</p>}
        actions={
          <>
            <ButtonLink to={paths.consultDrNow}>Book a consult</ButtonLink>
            <ButtonLink to={paths.workplace} variant="secondary">
              All states and territories
            </ButtonLink>
          </>
        }
        aside={
          <FactCard
            title={`${state.abbreviation} at a glance`}
            facts={[
              { icon: Landmark, label: 'Scheme regulator', value: scheme.regulator },
              { icon: FileText, label: 'Certificate', value: capitalise(scheme.certificate) },
              { icon: Receipt, label: 'With an accepted claim', value: 'Billed to the insurer' },
              { icon: Clock, label: 'Instant consults, local time', value: time.localHours },
            ]}
          />
        }
      >
        <EmergencyNote>For a serious injury, give first aid and get to hospital.</EmergencyNote>
      </Hero>

      <Section
        tone="surface"
        eyebrow="The scheme"
        title={`How workers’ compensation works ${state.inPlace}`}
        intro={
          <p>
            Scheme rules change from time to time. Your insurer, or{' '}
            <a href={scheme.website.url} className={textLink} rel="noopener noreferrer">
              {scheme.website.label}
            </a>
            , has the current requirements.
          </p>
        }
      >
        <KeyValueList
          items={[
            { label: 'Who pays claims', value: scheme.insurer },
            { label: 'Scheme regulator', value: scheme.regulator },
            { label: 'Workplace safety regulator', value: scheme.safetyRegulator },
            { label: 'Legislation', value: scheme.legislation },
            { label: 'Certificate your doctor completes', value: capitalise(scheme.certificate) },
            { label: 'If you disagree with a decision', value: scheme.disputes },
          ]}
        />
      </Section>

      <Section eyebrow="Step by step" title={`Using Curo after a workplace injury ${state.inPlace}`}>
        <Steps
          steps={[
            {
              title: 'Report the injury',
              body: 'Tell your employer as soon as you can, and write down when, where and how it happened.',
            },
            {
              title: 'Make your claim',
              body: `Your claim goes to the insurer that covers your employer. Your first ${scheme.certificate} comes from a doctor who has assessed you.`,
            },
            {
              title: 'Book with your claim number',
              body: `Enter the claim number and insurer when you book. Until the claim is accepted, a standard consult costs ${priceOf('standard')}.`,
            },
            {
              title: 'Reviews as you recover',
              body: `Your Curo doctor reviews your progress and updates your ${scheme.certificate} at each visit.`,
            },
          ]}
        />
      </Section>

      <Section tone="surface" eyebrow="Time zone" title="Local time and consult hours">
        <div className="grid gap-4 sm:gap-6 md:grid-cols-3">
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <Clock aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-3 text-lg font-semibold text-ink">Time zone</h3>
            <p className="mt-2 text-muted">{time.zone}</p>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <Sun aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-3 text-lg font-semibold text-ink">Daylight saving</h3>
            <p className="mt-2 text-muted">{time.daylightSaving}</p>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <Clock aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-3 text-lg font-semibold text-ink">Instant consults and callbacks</h3>
            <p className="mt-2 text-muted">{time.localHours}</p>
          </div>
        </div>
      </Section>

      <Section eyebrow="Regional and remote" title={`Care across ${state.placeName}`} width="narrow">
        <ul className="space-y-4">
          {state.regional.map((paragraph) => (
            <li key={paragraph} className="flex gap-3 text-lg text-muted">
              <Signal aria-hidden="true" className="mt-1.5 size-5 shrink-0 text-primary" />
              <span>{paragraph}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="surface" eyebrow="Good to know" title={`Local points ${state.inPlace}`}>
        <div className="grid gap-4 sm:gap-6 md:grid-cols-2">
          {state.localFacts.map((fact) => (
            <Callout key={fact}>
              <p className="text-ink">{fact}</p>
            </Callout>
          ))}
        </div>
      </Section>

      <Section eyebrow="Elsewhere" title="Other states and territories">
        <OtherStates current={state} />
      </Section>

      <ClaimCtaBand />
    </>
  );
}
