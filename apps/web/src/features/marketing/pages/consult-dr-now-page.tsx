import { bookingPath, paths } from '@curo/core/routes';
import {
  Building2,
  Clock,
  CreditCard,
  Receipt,
  Smartphone,
  Stethoscope,
  UserRound,
  Users,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCompany } from '../api/get-company';
import { ButtonLink, ContactButton } from '../components/button-link';
import { Callout } from '../components/callout';
import { ConsultKindList } from '../components/consult-kind-list';
import { CtaActions } from '../components/cta-actions';
import { CtaBand } from '../components/cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FactCard } from '../components/fact-card';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { QuestionList } from '../components/question-list';
import { Section } from '../components/section';
import { SERVICE_HOURS } from '../content/pricing';
import { usePriceList } from '../hooks/use-price-list';

/** Sign-up is an account route, not a public page, so it is not in the shared `paths` table. */
const SIGNUP_PATH = '/signup';

function CompanyBanner({ name }: { name: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-card border border-primary/30 bg-white p-4 shadow-card"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Building2 aria-hidden="true" className="size-5" />
      </span>
      <p className="self-center font-medium text-ink">
        You're booking with {name}: your organisation's arrangements will apply.
      </p>
    </div>
  );
}

export function ConsultDrNowPage() {
  const { priceOf } = usePriceList();
  const [searchParams] = useSearchParams();
  const companySlug = searchParams.get('company');
  const company = useCompany(companySlug);
  // Carry the organisation into sign-up so its arrangements follow the patient.
  const signupTo = company.data
    ? `${SIGNUP_PATH}?company=${encodeURIComponent(company.data.slug)}`
    : SIGNUP_PATH;

  return (
    <>
      <PageMeta
        title="Consult a doctor now"
        description={`Five ways to see an Australian doctor online: scheduled, urgent same-day, instant, callback and offline review. GP consults ${priceOf('standard')}.`}
      />

      <Hero
        banner={company.data ? <CompanyBanner name={company.data.name} /> : undefined}
        eyebrow="Consult a doctor"
        title="See a doctor online, the way that suits you"
        lead={
          <p>
            Choose from five kinds of consult. Each one below shows what it costs and what happens after you
            book. Create your account first: it takes a few minutes, and you pay only when you book a consult.
          </p>
        }
        aside={
          <FactCard
            facts={[
              { icon: Clock, label: 'Instant consults and callbacks', value: SERVICE_HOURS },
              { icon: Receipt, label: 'Prices', value: `From ${priceOf('certificate')}` },
              { icon: Stethoscope, label: 'Doctors', value: 'Australian-registered GPs and specialists' },
              {
                icon: Users,
                label: 'Booking for family',
                value: 'Add children and family members to your account',
              },
            ]}
          />
        }
        actions={
          <>
            <ButtonLink to={bookingPath({ company: company.data?.slug })}>Book a consult</ButtonLink>
            <ButtonLink to={signupTo} variant="secondary">
              Create your account
            </ButtonLink>
            <ContactButton>Questions? Contact us</ContactButton>
          </>
        }
      >
        <EmergencyNote>
          An urgent same-day consult is for problems that can safely wait a few hours.
        </EmergencyNote>
      </Hero>

      <Section
        tone="surface"
        eyebrow="Five ways to see a doctor"
        title="Pick the consult that fits your day"
        intro={
          <p>
            All consults are with Australian-registered doctors, by video or phone. Instant consults and
            callbacks run {SERVICE_HOURS}; booked times are shown in your own time zone.
          </p>
        }
      >
        <ConsultKindList
          extra={
            <>
              <h3 className="text-lg font-semibold text-ink">Certificates and repeat scripts</h3>
              <p className="mt-2 text-muted">
                These are short consults of their own, {priceOf('certificate')}. The doctor issues a
                certificate or a prescription only if it is appropriate.
              </p>
              <Link
                to={paths.pricing}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary hover:text-primary-hover"
              >
                See all prices
              </Link>
            </>
          }
        />
      </Section>

      <Section
        eyebrow="Before you book"
        title="What you need"
        intro={<p>Have these ready and the consult itself takes most people 10 to 15 minutes.</p>}
      >
        <FeatureGrid
          columns={2}
          items={[
            {
              icon: UserRound,
              title: 'A Curo account',
              body: 'Your name, date of birth, phone number and address. Add your Medicare card if you have one.',
            },
            {
              icon: Smartphone,
              title: 'A phone, tablet or computer',
              body: 'With a camera and microphone for video, and a quiet, private place to talk.',
            },
            {
              icon: CreditCard,
              title: 'A payment card',
              body: 'You pay when you book. Workers’ compensation consults are billed to the insurer instead.',
            },
            {
              icon: Users,
              title: 'Booking for someone else?',
              body: 'Add your child or another family member to your account and book in their name. Children need a parent or carer with them.',
            },
          ]}
        />
        <Callout title="About Medicare" className="mt-8">
          <p>
            Our GP consults are private fees. Medicare pays a rebate for GP telehealth only when you meet its
            rules, usually a face-to-face visit with the same doctor or practice in the past 12 months. If a
            consult is eligible for bulk billing, we tell you and ask for your consent before it starts.
            Specialist consults attract a Medicare rebate with a valid referral.
          </p>
        </Callout>
      </Section>

      <Section tone="surface" eyebrow="Common questions" title="Booking questions" width="narrow">
        <QuestionList
          items={[
            {
              question: 'Which kind of consult should I choose?',
              answer: (
                <p>
                  If you want to talk to a doctor now, join the instant queue. If you would rather not wait on
                  screen, ask for a callback. For anything that can wait, book a time. If you are unsure, book
                  an instant consult and the doctor will advise you.
                </p>
              ),
            },
            {
              question: 'Can I choose my doctor?',
              answer: (
                <p>
                  Yes, for scheduled consults: you can pick a doctor and see their available times. Instant
                  consults and callbacks go to the next available doctor, so you are seen sooner.
                </p>
              ),
            },
            {
              question: 'What if I miss the call?',
              answer: (
                <p>
                  The doctor tries again, and we send you a text message. If you cannot be reached, you can
                  rebook from your account.
                </p>
              ),
            },
            {
              question: 'What if the doctor cannot help me by telehealth?',
              answer: (
                <p>
                  They will tell you, explain where to go instead, and we refund the consult fee if they could
                  not assess your concern.
                </p>
              ),
            },
            {
              question: 'Is my consult private?',
              answer: (
                <p>
                  Yes. Consults are not recorded without your consent, and your health information is held in
                  Australia. Read our{' '}
                  <Link to={paths.privacyPolicy} className={textLink}>
                    privacy policy
                  </Link>
                  .
                </p>
              ),
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Ready to book?"
        body={<p>Create your account, choose your consult and see the price before you pay.</p>}
        actions={<CtaActions to={signupTo} label="Get started" ask="Ask us a question" onDark />}
      />
    </>
  );
}
