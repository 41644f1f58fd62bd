import { paths, STATES, workplaceStatePath } from '@curo/core/routes';
import { ClipboardCheck, FileText, MapPin, MessageSquare, Route, ShieldCheck } from 'lucide-react';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink, ContactButton } from '../components/button-link';
import { Callout } from '../components/callout';
import { CtaBand } from '../components/cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { LinkCards } from '../components/link-cards';
import { Section } from '../components/section';
import { WORKPLACE_STATES } from '../content/workplace-states';

export function WorkplacePage() {
  return (
    <>
      <PageMeta
        title="Workplace injury care by state"
        description="How telehealth works with each Australian workers' compensation scheme: NSW, Victoria, Queensland, WA, SA, Tasmania, the ACT and the NT. For injured workers and employers."
      />

      <Hero
        eyebrow="Workplace health"
        title="Workplace injury care in every state and territory"
        lead={
          <p>
            Each state and territory runs its own workers’ compensation scheme, with its own insurers,
            regulator and forms. Curo doctors see injured workers by video or phone in all of them. Choose
            your state to see how its scheme works with telehealth.
          </p>
        }
        actions={
          <>
            <ButtonLink to={paths.consultDrNow}>Book a consult</ButtonLink>
            <ButtonLink to={paths.business} variant="secondary">
              For employers
            </ButtonLink>
          </>
        }
      >
        <EmergencyNote>
          For a serious workplace injury, give first aid and get the person to hospital.
        </EmergencyNote>
      </Hero>

      <Section
        tone="surface"
        eyebrow="Choose your state"
        title="Your state or territory’s scheme"
        intro={
          <p>
            Each page covers the insurer, the regulator, the certificate your doctor completes and local time.
          </p>
        }
      >
        <LinkCards
          columns={4}
          items={STATES.map((s) => ({
            to: workplaceStatePath(s.code),
            title: s.name,
            description: `${WORKPLACE_STATES[s.code].scheme.regulator} · ${WORKPLACE_STATES[s.code].time.shortZone}`,
            icon: MapPin,
          }))}
        />
      </Section>

      <Section eyebrow="For workers" title="How Curo helps after a workplace injury">
        <FeatureGrid
          items={[
            {
              icon: FileText,
              title: 'Certificates of capacity',
              body: 'The certificate your state’s scheme uses, updated at each review as you recover.',
            },
            {
              icon: Route,
              title: 'A plan back to work',
              body: 'Suitable duties and hours that change as you improve, agreed with you and, with your consent, your employer.',
            },
            {
              icon: ClipboardCheck,
              title: 'Billed to the insurer',
              body: 'Once your claim is accepted, give us the claim number and the insurer pays for your consults.',
              link: { to: paths.workersComp, label: 'How workers’ compensation works' },
            },
          ]}
        />
      </Section>

      <Section tone="surface" eyebrow="For employers" title="Supporting an injured worker">
        <FeatureGrid
          columns={2}
          items={[
            {
              icon: MessageSquare,
              title: 'Faster first contact',
              body: 'Workers can see a doctor the same day from home or work, which helps an early, accurate certificate.',
            },
            {
              icon: ShieldCheck,
              title: 'Privacy respected',
              body: 'You receive the certificate and what is needed to manage the claim, not the worker’s wider health record.',
            },
          ]}
        />
        <Callout title="Which scheme applies?" className="mt-8">
          <p>
            Usually the scheme of the state or territory where the worker normally works, even if they live
            across a border or were injured while travelling for work. Australian Government employees, and
            employees of some national companies that self-insure, are covered by Comcare instead of a state
            scheme.
          </p>
        </Callout>
      </Section>

      <CtaBand
        title="Setting up workplace telehealth?"
        body={<p>We work with employers and insurers in every state and territory.</p>}
        actions={
          <>
            <ContactButton variant="accent">Make a business enquiry</ContactButton>
            <ButtonLink to={paths.business} variant="onDark">
              Curo for business
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
