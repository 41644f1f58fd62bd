import { paths } from '@curo/core/routes';
import {
  Apple,
  Brain,
  FileText,
  HeartPulse,
  MessageCircle,
  Moon,
  Receipt,
  Ruler,
  Stethoscope,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { useSpecialtyCms } from '../api/get-specialty-cms';
import { CheckList } from '../components/check-list';
import { CtaActions } from '../components/cta-actions';
import { CtaBand } from '../components/cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FactCard } from '../components/fact-card';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { PriceList } from '../components/price-list';
import { QuestionList } from '../components/question-list';
import { Section } from '../components/section';
import { SpecialtyCmsContent } from '../components/specialty-cms-content';
import { Steps } from '../components/steps';
import { WarningSigns } from '../components/warning-signs';
import { formatSpecialtyPrice, midSentence } from '../content/pricing';
import { usePriceList } from '../hooks/use-price-list';

/** Paediatrics, also served at /kids. */
export function PaediatricsPage() {
  const kids = usePriceList('kids');
  // The page's own copy stays; the price and any extra content come from the specialty's CMS page.
  const { data: cms } = useSpecialtyCms('paediatrics');
  const paediatricianPrice =
    cms && cms.priceCents !== null
      ? formatSpecialtyPrice(cms.priceCents)
      : kids.priceOf('kids-paediatrician-initial');
  return (
    <>
      <PageMeta
        title="Paediatrics: children's specialist consults"
        description={`Video consults with a paediatrician for babies, children and teenagers, with a parent or carer present. ${paediatricianPrice}, with a Medicare rebate when you have a valid GP referral.`}
      />

      <Hero
        eyebrow="Specialty · Paediatrics"
        title="A paediatrician for your child, by video"
        lead={
          <p>
            Concerns about growth, development, behaviour, sleep or a long-term condition often mean a long
            wait and a long drive to see a paediatrician. A Curo paediatrician can see your child by video,
            with you there, and work with your GP on a plan.
          </p>
        }
        actions={<CtaActions label="Book a paediatric consult" ask="Questions? Contact us" />}
        aside={
          <FactCard
            facts={[
              { icon: Receipt, label: 'Paediatrician consult', value: paediatricianPrice },
              { icon: FileText, label: 'Medicare', value: 'Rebate with a valid GP referral' },
              { icon: Users, label: 'Who', value: 'Babies, children and teenagers, with a parent or carer' },
              { icon: Stethoscope, label: 'Unwell today?', value: 'A GP consult may be quicker' },
            ]}
          />
        }
      >
        <EmergencyNote>
          If your child is struggling to breathe, is floppy or hard to wake, go to hospital now.
        </EmergencyNote>
      </Hero>

      <Section tone="surface" eyebrow="What we help with" title="Concerns a video consult suits">
        <FeatureGrid
          items={[
            {
              icon: Brain,
              title: 'Development and behaviour',
              body: 'Speech, learning, attention and behaviour concerns, including questions about ADHD. Some assessments also need in-person parts.',
              link: { to: paths.adhd, label: 'ADHD consults' },
            },
            {
              icon: Ruler,
              title: 'Growth',
              body: 'Reviewing growth charts and measurements, and deciding whether tests are needed.',
            },
            {
              icon: Apple,
              title: 'Feeding and eating',
              body: 'Fussy eating, feeding difficulties and concerns about weight, for babies and older children.',
            },
            {
              icon: Moon,
              title: 'Sleep',
              body: 'Settling, night waking and daytime tiredness, with a plan that fits your family.',
            },
            {
              icon: HeartPulse,
              title: 'Long-term conditions',
              body: 'Follow-up of ongoing conditions between in-person visits, and reviews after a hospital stay.',
            },
            {
              icon: MessageCircle,
              title: 'Results and second opinions',
              body: 'Going through test results, or a second opinion on a diagnosis or plan.',
              link: { to: paths.expertOpinion, label: 'Expert opinions' },
            },
          ]}
        />
      </Section>

      <Section eyebrow="How it works" title="From referral to plan">
        <Steps
          steps={[
            {
              title: 'Get a GP referral',
              body: 'Ask your GP for a referral to a paediatrician. It makes you eligible for the Medicare rebate.',
            },
            {
              title: 'Book for your child',
              body: 'Add your child to your account as a family member, choose a time and upload the referral.',
            },
            {
              title: 'The consult',
              body: 'You and your child join by video. Older children and teenagers may also talk with the paediatrician on their own.',
            },
            {
              title: 'A plan and a letter',
              body: 'The paediatrician explains their advice, arranges any tests and writes to your GP.',
            },
          ]}
        />
      </Section>

      <Section tone="surface" eyebrow="Safety" title="When your child needs care today" width="narrow">
        <WarningSigns
          title="Go to hospital or call 000 if your child"
          signs={[
            'is struggling to breathe, or has blue or grey lips',
            'is floppy, unresponsive or very hard to wake',
            'has a seizure, or a rash that does not fade when pressed',
            'is a baby under 3 months with a fever',
            'has had far fewer wet nappies than usual, or cannot keep fluids down',
          ]}
        />
        <p className="mt-6 text-muted">
          For a child who is unwell but not in danger, a GP consult is usually quicker than a specialist.{' '}
          <Link to={paths.consultDrNow} className={textLink}>
            See the ways to consult a GP
          </Link>
          .
        </p>
      </Section>

      <Section eyebrow="Before the consult" title="What to have ready" width="narrow">
        <CheckList
          items={[
            'The GP referral and any letters from other specialists or therapists',
            'Your child’s health record book, with recent height and weight if you have them',
            'School or childcare reports, if your concern is about learning or behaviour',
            'Short videos of anything that is hard to describe, such as an unusual movement or sound',
            'A quiet room, and something to keep younger children busy',
          ]}
        />
      </Section>

      <Section
        tone="surface"
        eyebrow="Prices"
        title="What children’s consults cost"
        intro={
          <p>
            Prices are per consult and GST-free. With a valid GP referral, Medicare pays part of a
            paediatrician’s fee back to you.{' '}
            <Link to={paths.pricing} className={textLink}>
              See every price
            </Link>
            .
          </p>
        }
      >
        <PriceList items={kids.items} busy={kids.isPlaceholder && kids.isFetching} showMedicare />
      </Section>

      <Section eyebrow="Common questions" title="Paediatrics questions" width="narrow">
        <QuestionList
          items={[
            {
              question: 'Does a parent have to be present?',
              answer: (
                <p>
                  Yes, a parent, guardian or carer needs to be there for children. For teenagers, the
                  paediatrician may ask to speak with them alone for part of the consult, as they would in a
                  clinic.
                </p>
              ),
            },
            {
              question: 'What does it cost?',
              answer: (
                <p>
                  Consults cost {midSentence(paediatricianPrice)}; the first consult is longer and costs more
                  than a review. With a valid GP referral, Medicare pays part of the fee back to you.
                </p>
              ),
            },
            {
              question: 'Can a paediatrician examine my child by video?',
              answer: (
                <p>
                  Partly. They can see and hear a lot, and may ask you to help, for example by measuring or
                  showing them something. If your child needs a hands-on examination, they will tell you and
                  arrange it.
                </p>
              ),
            },
          ]}
        />
      </Section>

      {cms ? (
        <SpecialtyCmsContent specialty={cms} label="More about paediatrics at Curo" tone="surface" />
      ) : null}

      <CtaBand
        title="Book a paediatrician"
        body={<p>Get a GP referral, add your child to your account and choose a time.</p>}
        actions={<CtaActions label="Choose a consult" onDark />}
      />
    </>
  );
}
