import { paths } from '@curo/core/routes';
import {
  Baby,
  Brain,
  Building2,
  FileText,
  HardHat,
  Pill,
  Stethoscope,
  UserPlus,
  Workflow,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { Announcement } from '../components/announcement';
import { ButtonLink } from '../components/button-link';
import { Callout } from '../components/callout';
import { CheckList } from '../components/check-list';
import { ConsultIllustration } from '../components/consult-illustration';
import { CtaActions } from '../components/cta-actions';
import { CtaBand } from '../components/cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { HighlightStrip } from '../components/highlight-strip';
import { LatestQuestions } from '../components/latest-questions';
import { LinkCards } from '../components/link-cards';
import { PriceList } from '../components/price-list';
import { ReviewsSection } from '../components/reviews-section';
import { Section } from '../components/section';
import { Steps } from '../components/steps';
import { SERVICE_HOURS } from '../content/pricing';
import { useHomePageDetails } from '../hooks/use-home-page-details';
import { usePriceList } from '../hooks/use-price-list';
import { highlightIcon } from '../utils/highlight-icon';

// Only a patient who has just signed up sees it, so no one else fetches the account area's code.
const SignupWelcome = lazy(async () => ({ default: (await import('../../account')).SignupWelcome }));

export function HomePage() {
  const home = useHomePageDetails();
  const prices = usePriceList();
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta
        title="See an Australian doctor online, today"
        description="Video and phone consults with Australian-registered GPs and specialists. Medical certificates, script renewals, ADHD and paediatric specialists. Prices shown up front, GST-free."
      />

      {params.get('fromSignup') === 'true' && (
        <Suspense fallback={null}>
          <SignupWelcome />
        </Suspense>
      )}

      <Hero
        eyebrow="Telehealth across Australia"
        title={home.heroTitle}
        lead={home.heroLead ? <p>{home.heroLead}</p> : null}
        banner={home.announcement ? <Announcement>{home.announcement}</Announcement> : undefined}
        actions={
          <>
            <ButtonLink to={paths.consultDrNow}>See a doctor now</ButtonLink>
            <ButtonLink to={paths.pricing} variant="secondary">
              View prices
            </ButtonLink>
          </>
        }
        aside={<ConsultIllustration className="mx-auto w-full max-w-[300px] sm:max-w-[460px]" />}
      >
        <EmergencyNote />
      </Hero>

      {home.highlights.length > 0 ? (
        <HighlightStrip
          label="Why Curo"
          items={home.highlights.map((text) => ({ icon: highlightIcon(text), text }))}
        />
      ) : null}

      <Section
        tone="surface"
        eyebrow="What we help with"
        title="Care for everyday health, work and family"
        intro={
          <p>
            A Curo doctor can assess many common problems by video or phone. If you need to be examined in
            person, they will tell you, and help you work out where to go.
          </p>
        }
      >
        <FeatureGrid
          items={[
            {
              icon: Stethoscope,
              title: 'GP consults',
              body: 'Short illnesses, infections, rashes, follow-ups, test results and referrals to specialists.',
              link: { to: paths.consultDrNow, label: 'Ways to see a GP' },
            },
            {
              icon: FileText,
              title: 'Medical certificates',
              body: 'For work, study or carer’s leave, issued by a doctor after a short consult.',
              link: { to: paths.medicalCertificate, label: 'About certificates' },
            },
            {
              icon: Pill,
              title: 'Script renewals',
              body: 'Renew a medicine you already take. Prescriptions are sent as an eScript to your phone.',
              link: { to: paths.pricing, label: 'Script renewal prices' },
            },
            {
              icon: Brain,
              title: 'ADHD specialists',
              body: 'Assessment and review with a specialist by video, with a GP referral for the Medicare rebate.',
              link: { to: paths.adhd, label: 'ADHD consults' },
            },
            {
              icon: Baby,
              title: 'Paediatrics',
              body: 'Video consults with a paediatrician for children and teenagers, with a parent or carer present.',
              link: { to: paths.paediatrics, label: 'Paediatric consults' },
            },
            {
              icon: HardHat,
              title: 'Workers’ compensation',
              body: 'Consults and certificates of capacity for an accepted claim, billed to the insurer.',
              link: { to: paths.workersComp, label: 'Workers’ compensation' },
            },
          ]}
        />
      </Section>

      <Section
        eyebrow="How it works"
        title="From booking to follow-up, in four steps"
        intro={
          <p>Most consults take 10 to 15 minutes. You need a phone, tablet or computer and a quiet spot.</p>
        }
      >
        <Steps
          steps={[
            {
              title: 'Choose how to be seen',
              body: 'Book a time, join the instant queue, ask for a callback or send an offline request.',
            },
            {
              title: 'Create your account',
              body: 'Add your details and, if you have one, your Medicare card. You see the price before you pay.',
            },
            {
              title: 'Talk to a doctor',
              body: 'The doctor calls you by video or phone, asks about your concern and explains their advice.',
            },
            {
              title: 'Get what you need',
              body: 'eScripts, certificates and referrals arrive in your account; with your consent we update your GP.',
            },
          ]}
        />
      </Section>

      <Section
        tone="surface"
        eyebrow="Prices"
        title="Know the cost before you book"
        intro={
          <p>
            Medical consults are GST-free. The price shown is the price you pay; there are no booking fees.{' '}
            <Link to={paths.pricing} className={textLink}>
              See every price
            </Link>
            .
          </p>
        }
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-start">
          <PriceList
            items={prices.pick(['standard', 'priority', 'certificate', 'specialist'])}
            busy={prices.isPlaceholder && prices.isFetching}
          />
          <Callout title="Medicare and telehealth">
            <p>
              Medicare pays a rebate for a GP telehealth consult only in some cases, usually when you have an
              established relationship with the doctor or practice: as a rule, a face-to-face visit in the
              past 12 months. Most people are seeing a Curo GP for the first time, so our GP fees are private
              fees with no rebate.
            </p>
            <p>
              Specialist consults are different: with a valid referral from your GP, Medicare pays part of the
              fee back to you.
            </p>
          </Callout>
        </div>
      </Section>

      <ReviewsSection />

      <Section
        tone="surface"
        eyebrow="Is telehealth right for me?"
        title="What a video or phone consult suits, and what it does not"
      >
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-ink">Good for</h3>
            <div className="mt-4">
              <CheckList
                items={[
                  'Colds, flu-like illness and other short illnesses',
                  'Medical certificates for work, study or carer’s leave',
                  'Renewing a medicine you already take',
                  'Rashes, minor infections and minor injuries the doctor can see on camera',
                  'Follow-ups, test results and referrals',
                  'Specialist reviews when you already have a referral',
                ]}
              />
            </div>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-ink">Not suited to</h3>
            <div className="mt-4">
              <CheckList
                kind="no"
                items={[
                  'Chest pain, trouble breathing, heavy bleeding or signs of stroke: call 000',
                  'Problems that need a physical examination, such as a suspected broken bone',
                  'Drugs of dependence, such as strong opioid pain relief, which we do not prescribe online',
                  'Driving, pre-employment or other medicals that need an in-person assessment',
                ]}
              />
            </div>
          </div>
        </div>
      </Section>

      <LatestQuestions />

      <Section
        tone="surface"
        eyebrow="For organisations"
        title="Working with employers, insurers and clinicians"
        intro={
          <p>
            Employers and partners can give their people access to Curo under their own arrangements, and
            clinicians can refer patients to our specialists.
          </p>
        }
      >
        <LinkCards
          items={[
            {
              to: paths.business,
              title: 'Curo for business',
              description: 'Telehealth for your staff, billed to your organisation.',
              icon: Building2,
            },
            {
              to: paths.workplace,
              title: 'Workplace injuries by state',
              description: 'How each state’s scheme works with telehealth.',
              icon: Workflow,
            },
            {
              to: paths.referPatient,
              title: 'Refer a patient',
              description: 'For GPs and allied health referring to our specialists.',
              icon: UserPlus,
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Ready to see a doctor?"
        body={
          <p>
            Instant consults run {SERVICE_HOURS}. Booked consults can be made for any time a doctor has
            available.
          </p>
        }
        actions={<CtaActions label="Choose a consult" ask="Questions? Contact us" onDark />}
      />
    </>
  );
}
