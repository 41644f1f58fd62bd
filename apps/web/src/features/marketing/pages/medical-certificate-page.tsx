import { paths } from '@curo/core/routes';
import { Briefcase, FileText, GraduationCap, HeartHandshake, Mail, Receipt, Video } from 'lucide-react';
import { Link } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { Callout } from '../components/callout';
import { CheckList } from '../components/check-list';
import { CtaActions } from '../components/cta-actions';
import { CtaBand } from '../components/cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FactCard } from '../components/fact-card';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { QuestionList } from '../components/question-list';
import { Section } from '../components/section';
import { Steps } from '../components/steps';
import { usePriceList } from '../hooks/use-price-list';

export function MedicalCertificatePage() {
  const { priceOf } = usePriceList();
  return (
    <>
      <PageMeta
        title="Medical certificates online"
        description={`Medical certificates for work, study or carer's leave, issued by an Australian-registered doctor after a short video or phone consult. ${priceOf('certificate')}.`}
      />

      <Hero
        eyebrow="Medical certificates"
        title="Medical certificates, after a short consult with a doctor"
        lead={
          <>
            <p>
              If you are too unwell to work or study, or need to look after someone who is, a Curo doctor can
              assess you by video or phone and issue a certificate if it is appropriate.
            </p>
            <p className="mt-3">
              The consult costs {priceOf('certificate')}. We never sell a certificate without a consult.
            </p>
          </>
        }
        actions={<CtaActions label="Book a certificate consult" ask="Questions? Contact us" />}
        aside={
          <FactCard
            facts={[
              { icon: Receipt, label: 'Certificate consult', value: priceOf('certificate') },
              { icon: Video, label: 'How', value: 'A short video or phone consult with a doctor' },
              { icon: Mail, label: 'Delivered', value: 'As a PDF in your account and by email' },
              { icon: FileText, label: 'Covers', value: 'Personal leave, carer’s leave and study' },
            ]}
          />
        }
      >
        <EmergencyNote />
      </Hero>

      <Section
        tone="surface"
        eyebrow="Who it is for"
        title="Certificates for work, caring and study"
        intro={
          <p>A certificate is evidence that you, or someone you care for, were unfit for usual duties.</p>
        }
      >
        <FeatureGrid
          items={[
            {
              icon: Briefcase,
              title: 'Personal leave from work',
              body: 'When you are ill or injured and cannot do your job. For a workplace injury, see workers’ compensation instead.',
              link: { to: paths.workersComp, label: 'Workers’ compensation' },
            },
            {
              icon: HeartHandshake,
              title: 'Carer’s leave',
              body: 'When you need to look after a family or household member who is ill. The doctor needs to speak with them too.',
            },
            {
              icon: GraduationCap,
              title: 'Study',
              body: 'For university, TAFE or school absences, missed exams or assessment extensions.',
            },
          ]}
        />
      </Section>

      <Section eyebrow="How it works" title="Four steps, usually the same day">
        <Steps
          steps={[
            {
              title: 'Book a certificate consult',
              body: `Choose the certificate consult when you book. It costs ${priceOf('certificate')}.`,
            },
            {
              title: 'Talk to the doctor',
              body: 'Tell them what is wrong, when it started and how long you expect to be away.',
            },
            {
              title: 'The doctor decides',
              body: 'If a certificate is appropriate, they write one. If not, they explain why and what to do next.',
            },
            {
              title: 'Receive your certificate',
              body: 'It arrives as a PDF in your account and by email, ready to forward to your employer or provider.',
            },
          ]}
        />
      </Section>

      <Section tone="surface" eyebrow="What it says" title="What is on a certificate, and what is not">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-ink">Included</h3>
            <div className="mt-4">
              <CheckList
                items={[
                  'Your name and the date of the consult',
                  'The dates you are, or were, unfit for your usual duties',
                  'The doctor’s name, signature and provider number',
                  'Whether it is for personal leave, carer’s leave or study',
                ]}
              />
            </div>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-ink">Not included</h3>
            <div className="mt-4">
              <CheckList
                kind="no"
                items={[
                  'Your diagnosis, unless you ask for it to be included',
                  'Dates the doctor cannot stand behind: certificates are not backdated',
                  'Fitness for a particular task, such as driving or a return to contact sport',
                ]}
              />
            </div>
          </div>
        </div>
        <Callout title="Will my employer accept it?" className="mt-8">
          <p>
            Under the Fair Work Act, an employer can ask for evidence that would satisfy a reasonable person,
            and a certificate from a registered doctor is the usual form. Curo certificates are written by
            Australian-registered doctors and carry the same details as any other. Some employers,
            universities and schools have their own rules, so check them if you are unsure.
          </p>
        </Callout>
      </Section>

      <Section eyebrow="Common questions" title="Certificate questions" width="narrow">
        <QuestionList
          items={[
            {
              question: 'Can I get a certificate without talking to a doctor?',
              answer: (
                <p>
                  No. A doctor has to assess you before they can certify anything, so every Curo certificate
                  follows a consult.
                </p>
              ),
            },
            {
              question: 'What if the doctor does not issue a certificate?',
              answer: (
                <p>
                  The fee pays for the doctor’s time and assessment, so it is charged whatever the outcome.
                  The doctor will explain their decision and what to do next.
                </p>
              ),
            },
            {
              question: 'I was sick yesterday. Can the certificate cover that?',
              answer: (
                <p>
                  Certificates are not backdated. The doctor can record that you told them you were unwell
                  from an earlier date, and your employer decides what to accept.
                </p>
              ),
            },
            {
              question: 'How many days can a certificate cover?',
              answer: (
                <p>
                  As many as the doctor thinks are reasonable for your illness, usually a few days. For longer
                  absences, or if you need certificates often, the doctor may ask you to see your regular GP
                  or to be examined in person.
                </p>
              ),
            },
            {
              question: 'Does Medicare cover it?',
              answer: (
                <p>
                  No. The certificate consult is a private fee with no Medicare rebate. See{' '}
                  <Link to={paths.pricing} className={textLink}>
                    pricing
                  </Link>{' '}
                  for the details.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Unwell today?"
        body={<p>Book a certificate consult and talk to a doctor by video or phone.</p>}
        actions={<CtaActions label="Choose a consult" onDark />}
      />
    </>
  );
}
