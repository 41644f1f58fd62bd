import { paths } from '@curo/core/routes';
import {
  Accessibility,
  Camera,
  FileText,
  Languages,
  Lock,
  MessageSquare,
  ShieldCheck,
  Smartphone,
  Users,
  Wifi,
} from 'lucide-react';
import { Link } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { Callout } from '../components/callout';
import { CheckList } from '../components/check-list';
import { CtaActions } from '../components/cta-actions';
import { CtaBand } from '../components/cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { QuestionList } from '../components/question-list';
import { Section } from '../components/section';

export function PatientInfoPage() {
  return (
    <>
      <PageMeta
        title="Patient information"
        description="Getting ready for a Curo telehealth consult: what you need, what happens during and after, booking for family members, interpreters, accessibility, your rights and how to give feedback."
      />

      <Hero
        eyebrow="Patient information"
        title="Everything you need to know before your consult"
        lead={
          <p>
            How to get ready, what happens during and after a consult, booking for someone else, getting help
            with language or access, and your rights as a patient.
          </p>
        }
        actions={<CtaActions label="See a doctor now" ask="Questions? Contact us" />}
      >
        <EmergencyNote>
          For poisoning, call the Poisons Information Centre on 13 11 26. For crisis support, call Lifeline on
          13 11 14.
        </EmergencyNote>
      </Hero>

      <Section tone="surface" eyebrow="Before" title="Getting ready">
        <FeatureGrid
          items={[
            {
              icon: Smartphone,
              title: 'Your device',
              body: 'A phone, tablet or computer with a camera and microphone, and an up-to-date browser. There is nothing to install.',
            },
            {
              icon: Wifi,
              title: 'Your connection',
              body: 'Wi-Fi or good mobile data for video. If your connection is weak, choose a callback consult instead.',
            },
            {
              icon: Lock,
              title: 'A private place',
              body: 'Somewhere you can talk freely and, if needed, show the doctor a rash or an injury.',
            },
            {
              icon: FileText,
              title: 'Your details',
              body: 'Your Medicare card if you have one, a list of your medicines, and any letters or results.',
            },
            {
              icon: Camera,
              title: 'Photos, if useful',
              body: 'A clear photo of a rash or wound, taken in daylight, can help the doctor. Upload it when you book.',
            },
            {
              icon: MessageSquare,
              title: 'Your questions',
              body: 'Jot down what you want to ask, so nothing is forgotten once the consult starts.',
            },
          ]}
        />
      </Section>

      <Section eyebrow="During and after" title="What to expect" width="narrow">
        <div className="grid gap-8">
          <div>
            <h3 className="text-lg font-semibold text-ink">During the consult</h3>
            <div className="mt-4">
              <CheckList
                items={[
                  'The doctor confirms who you are and where you are, in case you need urgent help.',
                  'You can have a family member or carer with you; tell the doctor who is there.',
                  'Consults are not recorded unless you agree beforehand.',
                  'If the doctor thinks you need to be seen in person, they will tell you and explain where to go.',
                ]}
              />
            </div>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-ink">After the consult</h3>
            <div className="mt-4">
              <CheckList
                items={[
                  'eScripts are sent to your phone by text message or email, for any Australian pharmacy.',
                  'Certificates, referrals, letters and invoices appear in your account.',
                  'With your consent, we send a summary to your regular GP.',
                  'If the doctor asks you to follow up, you can book from your account.',
                ]}
              />
            </div>
          </div>
        </div>
      </Section>

      <Section tone="surface" eyebrow="Access" title="Help with language, hearing and access">
        <FeatureGrid
          items={[
            {
              icon: Languages,
              title: 'Interpreters',
              body: 'Tell us when you book if you would like an interpreter, and which language. We will arrange one where we can.',
            },
            {
              icon: Accessibility,
              title: 'Hearing or speech impairment',
              body: 'You can contact us through the National Relay Service, and ask for a consult that suits how you communicate.',
            },
            {
              icon: Users,
              title: 'A support person',
              body: 'A family member, carer or support worker can join your consult if you would like them to.',
            },
          ]}
        />
      </Section>

      <Section eyebrow="Family" title="Booking for someone else" width="narrow">
        <QuestionList
          items={[
            {
              question: 'Can I book for my child?',
              answer: (
                <p>
                  Yes. Add your child to your account as a family member and book in their name. A parent,
                  guardian or carer needs to be with them during the consult.
                </p>
              ),
            },
            {
              question: 'Can a teenager see a doctor on their own?',
              answer: (
                <p>
                  Young people aged 15 and over can have their own Medicare card and their own account. The
                  doctor decides whether a young person is able to consent to their own care, as they would in
                  a clinic.
                </p>
              ),
            },
            {
              question: 'Can I book for an adult family member?',
              answer: (
                <p>
                  Yes, with their agreement. They need to take part in the consult themselves, because the
                  doctor has to speak with the person being treated.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <Section
        tone="surface"
        eyebrow="Your rights"
        title="Your rights, and how to give feedback"
        width="narrow"
      >
        <div className="space-y-6">
          <p className="text-lg text-muted">
            The Australian Charter of Healthcare Rights applies to telehealth as it does to any other care:
            you have the right to safe, respectful care, to be informed about your care and its costs, to take
            part in decisions, to privacy, and to comment or complain.
          </p>
          <Callout tone="success" title="Tell us how we went">
            <p>
              Compliments, concerns and complaints all help. Send us a message and we will reply. If you are
              not satisfied, you can contact your state or territory’s health complaints body, or Ahpra about
              a registered practitioner.
            </p>
          </Callout>
          <div className="flex items-start gap-3 text-muted">
            <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <p>
              How we look after your information is set out in our{' '}
              <Link to={paths.privacyPolicy} className={textLink}>
                privacy policy
              </Link>
              .
            </p>
          </div>
        </div>
      </Section>

      <CtaBand
        title="Ready when you are"
        body={<p>Choose how you would like to see a doctor, and see the price before you book.</p>}
        actions={<CtaActions label="Choose a consult" onDark />}
      />
    </>
  );
}
