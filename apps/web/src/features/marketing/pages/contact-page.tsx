import { paths } from '@curo/core/routes';
import {
  Building2,
  CalendarClock,
  CreditCard,
  HelpCircle,
  Lock,
  Megaphone,
  Stethoscope,
  UserPlus,
} from 'lucide-react';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink, ContactButton } from '../components/button-link';
import { Callout } from '../components/callout';
import { EmergencyNote } from '../components/emergency-note';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { LinkCards } from '../components/link-cards';
import { Section } from '../components/section';

export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Contact Curo about bookings, billing, privacy, business partnerships, referrals or media. For medical advice, book a consult with a doctor."
      />

      <Hero
        eyebrow="Contact"
        title="Contact Curo"
        lead={
          <p>
            Send us a message about bookings, your account, billing, privacy, partnerships or anything else.
            Our support team reads every message and replies by email or phone on business days, Sydney time
            (AEST/AEDT).
          </p>
        }
        actions={
          <>
            <ContactButton variant="primary">Send us a message</ContactButton>
            <ButtonLink to={paths.faq} variant="secondary">
              Browse the FAQ
            </ButtonLink>
          </>
        }
        size="compact"
      >
        <EmergencyNote>
          Messages are not monitored around the clock, so never use this form for urgent help.
        </EmergencyNote>
      </Hero>

      <Section
        tone="surface"
        eyebrow="Getting the right answer"
        title="What we can help with"
        intro={
          <p>
            Start your message with the topic, for example “Billing” or “Privacy”, and it reaches the right
            person sooner.
          </p>
        }
      >
        <FeatureGrid
          items={[
            {
              icon: CalendarClock,
              title: 'Bookings and accounts',
              body: 'Changing or cancelling a consult, signing in, family members and documents in your account.',
            },
            {
              icon: CreditCard,
              title: 'Billing',
              body: 'Payments, refunds, invoices and Medicare claims. Include the date of the consult if it is about one.',
            },
            {
              icon: Lock,
              title: 'Privacy',
              body: 'Access to your records, corrections and privacy complaints go to our privacy officer.',
            },
            {
              icon: Building2,
              title: 'Business',
              body: 'Telehealth for your staff, members or policyholders, and workers’ compensation arrangements.',
            },
            {
              icon: UserPlus,
              title: 'Clinicians',
              body: 'Referring a patient, sending documents securely, or joining Curo as a doctor.',
            },
            {
              icon: Megaphone,
              title: 'Media',
              body: 'Interview requests, comment and our media kit.',
            },
          ]}
        />
      </Section>

      <Section eyebrow="Medical questions" title="Need medical advice?" width="narrow">
        <Callout title="Our support team cannot give medical advice">
          <p>
            Questions about symptoms, medicines or results need a doctor who can assess you. Book a consult
            and a doctor will talk it through with you. In a mental health crisis, call Lifeline on 13 11 14.
          </p>
        </Callout>
        <div className="mt-8">
          <LinkCards
            columns={2}
            items={[
              {
                to: paths.consultDrNow,
                title: 'See a doctor',
                description: 'Choose a consult and see the price before you book.',
                icon: Stethoscope,
              },
              {
                to: paths.patientInfo,
                title: 'Patient information',
                description: 'Getting ready for a consult and your rights as a patient.',
                icon: HelpCircle,
              },
            ]}
          />
        </div>
      </Section>
    </>
  );
}
