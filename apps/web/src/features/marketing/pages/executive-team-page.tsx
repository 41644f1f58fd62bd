import { paths } from '@curo/core/routes';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink, ContactButton } from '../components/button-link';
import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { Hero } from '../components/hero';
import { PersonCard, type TPerson } from '../components/person-card';
import { Section } from '../components/section';

const LEADERSHIP: readonly TPerson[] = [
  {
    name: 'Dr Amelia Hart',
    role: 'Chief Executive Officer',
    bio: 'Amelia worked as a general practitioner in suburban and regional New South Wales before moving into health service management. She leads Curo’s strategy and its work with employers and health services.',
  },
  {
    name: 'Dr Priya Raman',
    role: 'Chief Medical Officer',
    bio: 'Priya is a GP with a background in after-hours and rural practice. She chairs Curo’s clinical governance committee and is responsible for prescribing policy, clinical review and how doctors join Curo.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Chief Operating Officer',
    bio: 'Daniel has spent his career running patient services in health and insurance. He looks after bookings, patient support and the doctor roster, and makes sure someone answers when you contact us.',
  },
  {
    name: 'Sophie Tran',
    role: 'Chief Technology Officer',
    bio: 'Sophie is a software engineer who has built booking and records systems for health providers. She leads the team that builds Curo’s open-source platform and keeps it secure.',
  },
  {
    name: 'Michael Brennan',
    role: 'Chief Financial Officer',
    bio: 'Michael is a chartered accountant who has worked in health care and not-for-profit finance. He is responsible for pricing, invoicing and Medicare claiming.',
  },
  {
    name: 'Grace Whitford',
    role: 'Head of Privacy and Risk',
    bio: 'Grace is Curo’s privacy officer. She has worked in privacy and compliance roles in health and government, and handles privacy questions, requests and complaints.',
  },
];

export function ExecutiveTeamPage() {
  return (
    <>
      <PageMeta
        title="Leadership team"
        description="The people who lead Curo: clinical, operations, technology, finance and privacy leadership for an Australian telehealth service."
      />

      <Hero
        eyebrow="Our team"
        title="The people responsible for Curo"
        lead={
          <p>
            Curo is led by a small team of clinicians and specialists in operations, technology, finance and
            privacy. Each of them is accountable for a part of the care you receive.
          </p>
        }
        actions={
          <ButtonLink to={paths.about} variant="secondary">
            About Curo
          </ButtonLink>
        }
        size="compact"
      />

      <Section eyebrow="Leadership" title="Executive team">
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {LEADERSHIP.map((person) => (
            <li key={person.name}>
              <PersonCard {...person} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="surface"
        eyebrow="Our doctors"
        title="How doctors join Curo"
        intro={
          <p>
            Our Chief Medical Officer’s team checks every doctor before they see a patient, and again every
            year.
          </p>
        }
        width="narrow"
      >
        <CheckList
          items={[
            'General or specialist registration with the Medical Board of Australia, checked on the Ahpra register',
            'Current professional indemnity insurance',
            'References from recent clinical roles',
            'Training in Curo’s telehealth and prescribing policies before their first consult',
            'Regular review of a sample of their consults',
          ]}
        />
      </Section>

      <CtaBand
        title="Want to reach someone on the team?"
        body={<p>Send us a message and tell us who it is for. We will pass it on.</p>}
        actions={<ContactButton variant="accent">Send us a message</ContactButton>}
      />
    </>
  );
}
