import { paths } from '@curo/core/routes';
import { BadgeCheck, Code, HeartHandshake, Lock, Megaphone, Receipt, Stethoscope, Users } from 'lucide-react';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink, ContactButton } from '../components/button-link';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { LinkCards } from '../components/link-cards';
import { Section } from '../components/section';

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Curo"
        description="Curo is an Australian telehealth service: GPs and specialists by video or phone, honest prices and health information held in Australia, built on open-source software."
      />

      <Hero
        eyebrow="About Curo"
        title="Care and conversation, wherever you are"
        lead={
          <p>
            Curo is Latin for “I care for”. We are an Australian telehealth service that connects people with
            Australian-registered GPs and specialists by video or phone, so that seeing a doctor does not
            depend on where you live or what hours you work.
          </p>
        }
        actions={
          <>
            <ButtonLink to={paths.consultDrNow}>See a doctor now</ButtonLink>
            <ButtonLink to={paths.executiveTeam} variant="secondary">
              Meet our leadership
            </ButtonLink>
          </>
        }
      />

      <Section
        tone="surface"
        eyebrow="Why we exist"
        title="Getting to a doctor should not be the hard part"
        width="narrow"
      >
        <div className="space-y-4 text-lg text-muted">
          <p>
            For many Australians, the wait to see a GP is days, and the wait for a specialist is months. In
            regional and remote areas, the nearest specialist can be a flight away. Shift workers, carers and
            parents struggle to fit an appointment into business hours.
          </p>
          <p>
            Telehealth does not replace your regular GP or every in-person visit. It removes the travel and
            the waiting room for the many consults that can be done well by video or phone, and it tells you
            plainly when a consult cannot.
          </p>
        </div>
      </Section>

      <Section eyebrow="What we stand for" title="How we work">
        <FeatureGrid
          items={[
            {
              icon: Stethoscope,
              title: 'Registered Australian doctors',
              body: 'Every Curo doctor is registered with the Medical Board of Australia through Ahpra and holds professional indemnity insurance.',
            },
            {
              icon: Receipt,
              title: 'Prices before you book',
              body: 'You see the price, whether Medicare contributes and that it is GST-free, before you pay anything.',
              link: { to: paths.pricing, label: 'See our prices' },
            },
            {
              icon: Lock,
              title: 'Your information, in Australia',
              body: 'Health information is held in Australia and handled under the Australian Privacy Principles.',
              link: { to: paths.privacyPolicy, label: 'Read our privacy policy' },
            },
            {
              icon: HeartHandshake,
              title: 'Working with your GP',
              body: 'With your consent, we send a summary of each consult to your regular GP so your care stays joined up.',
            },
            {
              icon: BadgeCheck,
              title: 'Honest about limits',
              body: 'If something needs an examination in person, our doctors say so and help you find where to go.',
            },
            {
              icon: Code,
              title: 'Open-source software',
              body: 'The platform Curo runs on is open source, so anyone can see how it works and how it handles data.',
            },
          ]}
        />
      </Section>

      <Section
        tone="surface"
        eyebrow="Clinical governance"
        title="Who looks after the quality of care"
        width="narrow"
      >
        <div className="space-y-4 text-lg text-muted">
          <p>
            Our Chief Medical Officer leads a clinical governance committee that sets how we practise: which
            conditions we manage by telehealth, which medicines we do not prescribe online, and how doctors
            escalate care when a patient needs more than a video consult.
          </p>
          <p>
            We review a sample of consults, every complaint and every incident, and we change our processes
            when we find something to improve. If you have a concern about your care, please tell us; you can
            also contact your state or territory’s health complaints body or Ahpra.
          </p>
        </div>
      </Section>

      <Section eyebrow="More about us" title="Find out more">
        <LinkCards
          items={[
            {
              to: paths.executiveTeam,
              title: 'Leadership team',
              description: 'The people responsible for Curo.',
              icon: Users,
            },
            {
              to: paths.press,
              title: 'Press and media',
              description: 'Media enquiries and our media kit.',
              icon: Megaphone,
            },
            {
              to: paths.business,
              title: 'Curo for business',
              description: 'Telehealth for employers and partners.',
              icon: HeartHandshake,
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Talk to us"
        body={<p>Questions about Curo, feedback or a partnership idea: we read every message.</p>}
        actions={<ContactButton variant="accent">Send us a message</ContactButton>}
      />
    </>
  );
}
