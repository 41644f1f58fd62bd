import { paths } from '@curo/core/routes';
import {
  Briefcase,
  Building2,
  FileText,
  GraduationCap,
  HardHat,
  Link2,
  ShieldCheck,
  Stethoscope,
  Umbrella,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, textLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { BusinessEnquiryForm } from '../components/business-enquiry-form';
import { ButtonLink } from '../components/button-link';
import { Callout } from '../components/callout';
import { CheckList } from '../components/check-list';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { QuestionList } from '../components/question-list';
import { Section } from '../components/section';
import { Steps } from '../components/steps';

/** The enquiry form's section, which the page's calls to action jump to. */
const ENQUIRY_ID = 'enquiry';

export function BusinessPage() {
  return (
    <>
      <PageMeta
        title="Curo for business"
        description="Telehealth for employers, insurers and education providers: doctor consults by video or phone for your people, under your arrangements, with GST-free invoices and their privacy protected."
      />

      <Hero
        eyebrow="Curo for business"
        title="Telehealth for your people, on your terms"
        lead={
          <p>
            Give your staff, members or policyholders access to Australian-registered doctors by video or
            phone. They book through your own link, you decide what is covered, and their health information
            stays between them and their doctor.
          </p>
        }
        actions={
          <>
            <a href={`#${ENQUIRY_ID}`} className={buttonClass('primary')}>
              Make a business enquiry
            </a>
            <ButtonLink to={paths.workplace} variant="secondary">
              Workplace injuries by state
            </ButtonLink>
          </>
        }
      />

      <Section tone="surface" eyebrow="Who we work with" title="Organisations that look after people">
        <FeatureGrid
          columns={2}
          items={[
            {
              icon: Building2,
              title: 'Employers',
              body: 'Fewer hours lost to waiting rooms: staff can see a doctor on a break or from home, and return with a certificate if they need one.',
            },
            {
              icon: Umbrella,
              title: 'Insurers',
              body: 'Travel, health and workers’ compensation insurers can offer telehealth to policyholders and claimants under agreed terms.',
            },
            {
              icon: GraduationCap,
              title: 'Universities and colleges',
              body: 'Students, including those far from home, can see a doctor without leaving campus or missing class.',
            },
            {
              icon: Stethoscope,
              title: 'Health services',
              body: 'Clinics and hospitals can refer patients to our specialists or extend after-hours access.',
              link: { to: paths.referPatient, label: 'Referring patients' },
            },
          ]}
        />
      </Section>

      <Section eyebrow="What you can offer" title="Choose what is covered">
        <FeatureGrid
          items={[
            {
              icon: Stethoscope,
              title: 'GP consults',
              body: 'Scheduled, instant, callback or offline consults, paid by your organisation in full or in part.',
            },
            {
              icon: FileText,
              title: 'Medical certificates',
              body: 'Certificates issued after a consult, sent to the staff member, who decides whether to forward them.',
            },
            {
              icon: HardHat,
              title: 'Workers’ compensation',
              body: 'Consults and certificates of capacity for accepted claims, billed to your insurer.',
              link: { to: paths.workersComp, label: 'How it works' },
            },
            {
              icon: Briefcase,
              title: 'Specialist access',
              body: 'ADHD and paediatric specialists, with a GP referral, for staff and their families.',
            },
            {
              icon: Link2,
              title: 'Your own booking link',
              body: 'A short link with your organisation’s name opens booking with your arrangements already applied.',
            },
            {
              icon: ShieldCheck,
              title: 'Usage reports without health details',
              body: 'Monthly numbers of consults by kind, never names, reasons or outcomes.',
            },
          ]}
        />
      </Section>

      <Section tone="surface" eyebrow="Getting started" title="How we set it up">
        <Steps
          steps={[
            {
              title: 'Tell us what you need',
              body: 'Send an enquiry with the number of people, where they are and what you would like to cover.',
            },
            {
              title: 'Agree the arrangements',
              body: 'Who is eligible, which consults are covered, how billing works and how your people will hear about it.',
            },
            {
              title: 'Share your link',
              body: 'We set up your organisation and its booking link. Your people create an account and book.',
            },
            {
              title: 'Invoices and reports',
              body: 'You receive GST-free invoices for covered consults and a monthly usage report.',
            },
          ]}
        />
        <Callout title="Your people’s privacy" className="mt-8">
          <p>
            Your organisation never sees anyone’s health information. We share a certificate or a report only
            when the person asks us to, or when the law or an accepted workers’ compensation claim requires
            it.
          </p>
        </Callout>
      </Section>

      <Section eyebrow="Common questions" title="Business questions" width="narrow">
        <QuestionList
          items={[
            {
              question: 'Do our people need a Medicare card?',
              answer: (
                <p>
                  No. Consults your organisation pays for do not depend on Medicare, so visitors and people
                  without Medicare can use them too.
                </p>
              ),
            },
            {
              question: 'Is GST charged on our invoices?',
              answer: (
                <p>
                  Medical consults are GST-free, and invoices show this on every line. If an arrangement ever
                  includes something that is not GST-free, the invoice shows the GST separately.
                </p>
              ),
            },
            {
              question: 'Can family members use it?',
              answer: (
                <p>
                  If you choose to cover them. Staff can add family members to their account and book in their
                  name.
                </p>
              ),
            },
            {
              question: 'Is there a minimum size?',
              answer: (
                <p>
                  No. Tell us how many people you would like to cover and we will suggest an arrangement that
                  suits.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <Section
        id={ENQUIRY_ID}
        tone="surface"
        eyebrow="Enquire"
        title="Let’s talk about your organisation"
        intro={
          <p>
            Tell us a little about your organisation and our partnerships team will be in touch, usually
            within one business day.
          </p>
        }
      >
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)] lg:items-start lg:gap-16">
          <div className="lg:col-start-2 lg:row-start-1">
            <BusinessEnquiryForm />
          </div>
          <div className="space-y-8 lg:col-start-1 lg:row-start-1">
            <div>
              <h3 className="text-lg font-semibold text-ink">What happens next</h3>
              <div className="mt-4">
                <CheckList
                  items={[
                    'A member of our partnerships team replies by email or phone',
                    'We talk through who you would like to cover and what suits',
                    'We send a written proposal; there is no obligation',
                  ]}
                />
              </div>
            </div>
            <Callout title="Looking for care for yourself?">
              <p>
                This form reaches our partnerships team, not a doctor. To see a doctor,{' '}
                <Link to={paths.consultDrNow} className={textLink}>
                  choose a consult
                </Link>{' '}
                instead. In an emergency, call 000.
              </p>
            </Callout>
          </div>
        </div>
      </Section>
    </>
  );
}
