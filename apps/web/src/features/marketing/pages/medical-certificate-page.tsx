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
        description={`Medical certificates for work, study or carer's leave, reviewed and issued by an Australian-registered doctor after a short written request. ${priceOf('certificate')}.`}
      />

      <Hero
        eyebrow="Medical certificates"
        title="Medical certificates, reviewed by a doctor"
        lead={
          <>
            <p>
              If you are too unwell to work or study, or need to look after someone who is, tell us what is
              wrong in a short form. A Curo doctor reviews it and issues a certificate if it is appropriate,
              or asks you to book a consult first.
            </p>
            <p className="mt-3">
              The listed fee is {priceOf('certificate')}; written requests are not charged online yet, so for
              now there is nothing to pay. A doctor reviews every request; we never issue a certificate
              without one.
            </p>
          </>
        }
        actions={
          <CtaActions
            label="Request a certificate"
            to={paths.consultCertificate}
            ask="Questions? Contact us"
          />
        }
        aside={
          <FactCard
            facts={[
              { icon: Receipt, label: 'Certificate consult', value: priceOf('certificate') },
              { icon: Video, label: 'How', value: 'A short written request, reviewed by a doctor' },
              {
                icon: Mail,
                label: 'Delivered',
                value: 'As a PDF in your account; we email you when it is ready',
              },
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

      <Section eyebrow="How it works" title="Four steps">
        <Steps
          steps={[
            {
              title: 'Request a certificate',
              body: 'Sign in and fill in the short form: what it is for, the dates, and your employer or school.',
            },
            {
              title: 'Tell the doctor what is wrong',
              body: 'Your symptoms, when they started and how long you expect to be away.',
            },
            {
              title: 'The doctor decides',
              body: 'If a certificate is appropriate, they issue one. They may ask to speak with you first, or explain why not and what to do next.',
            },
            {
              title: 'Receive your certificate',
              body: 'It is a PDF in your account (we email you when it is ready); from there you can download it or email your employer a link to it.',
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
                  No. A doctor reviews every request before they certify anything, and asks you to book a
                  video or phone consult when they need to speak with you.
                </p>
              ),
            },
            {
              question: 'What if the doctor does not issue a certificate?',
              answer: <p>The doctor explains their decision in your account, and what to do next.</p>,
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
                  As many as the doctor thinks are reasonable for your illness, up to 14 days. For longer
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
        body={<p>Request a certificate and a doctor reviews it.</p>}
        actions={<CtaActions label="Request a certificate" to={paths.consultCertificate} onDark />}
      />
    </>
  );
}
