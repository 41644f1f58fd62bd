import { paths } from '@curo/core/routes';
import { Baby, FileText, GraduationCap, Receipt, UserRound, Video } from 'lucide-react';
import { Link } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { useSpecialtyCms } from '../api/get-specialty-cms';
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
import { SpecialtyCmsContent } from '../components/specialty-cms-content';
import { Steps } from '../components/steps';
import { formatSpecialtyPrice, midSentence } from '../content/pricing';
import { usePriceList } from '../hooks/use-price-list';

export function AdhdPage() {
  const { priceOf } = usePriceList();
  // The page's own copy stays; the price and any extra content come from the specialty's CMS page.
  const { data: cms } = useSpecialtyCms('adhd');
  const specialistPrice =
    cms && cms.priceCents !== null ? formatSpecialtyPrice(cms.priceCents) : priceOf('specialist');
  return (
    <>
      <PageMeta
        title="ADHD assessment and review"
        description={`ADHD assessment and review by video with a specialist, for adults, adolescents and children. ${specialistPrice}, with a Medicare rebate when you have a valid GP referral.`}
      />

      <Hero
        eyebrow="Specialty · ADHD"
        title="ADHD assessment and review with a specialist, by video"
        lead={
          <p>
            If you, or your child, have long-standing difficulties with attention, restlessness or
            impulsivity, a Curo specialist can assess you by video, explain what they find and agree a plan
            with you. Reviews for people already diagnosed are available too.
          </p>
        }
        actions={<CtaActions label="Book a specialist consult" ask="Questions? Contact us" />}
        aside={
          <FactCard
            facts={[
              { icon: Receipt, label: 'Specialist consult', value: specialistPrice },
              { icon: FileText, label: 'Medicare', value: 'Rebate with a valid GP referral' },
              { icon: UserRound, label: 'Who', value: 'Adults, adolescents and children' },
              { icon: Video, label: 'How', value: 'Video consults, usually more than one for an assessment' },
            ]}
          />
        }
      >
        <EmergencyNote>For crisis support, call Lifeline on 13 11 14, any time.</EmergencyNote>
      </Hero>

      <Section tone="surface" eyebrow="Who it is for" title="Specialist care at every age">
        <FeatureGrid
          items={[
            {
              icon: UserRound,
              title: 'Adults',
              body: 'Many adults first wonder about ADHD after a child is diagnosed, or when work or study becomes harder to manage. You see a psychiatrist with experience in adult ADHD.',
            },
            {
              icon: GraduationCap,
              title: 'Adolescents',
              body: 'Teenagers can be assessed with a parent or carer involved. The specialist talks with the young person on their own for part of the consult.',
            },
            {
              icon: Baby,
              title: 'Children',
              body: 'Children are assessed by a paediatrician or child psychiatrist, with a parent or carer present. Information from school or childcare helps.',
              link: { to: paths.paediatrics, label: 'Paediatric consults' },
            },
          ]}
        />
      </Section>

      <Section eyebrow="How it works" title="What an assessment involves">
        <Steps
          steps={[
            {
              title: 'Get a GP referral',
              body: 'Your GP writes a referral to a specialist. It makes you eligible for the Medicare rebate.',
            },
            {
              title: 'Book and prepare',
              body: 'Choose a time, upload the referral and complete the questionnaires we send you before the consult.',
            },
            {
              title: 'The assessment',
              body: 'The specialist asks about your history, now and in childhood, and checks for other conditions with similar signs.',
            },
            {
              title: 'Your plan',
              body: 'They explain their findings and agree a plan with you. A letter goes to your GP, and reviews follow.',
            },
          ]}
        />
        <Callout title="It may take more than one appointment" className="mt-8">
          <p>
            A careful assessment often needs two or more consults, and sometimes information from a family
            member, partner or school. The specialist tells you at the first consult what else they need.
          </p>
        </Callout>
      </Section>

      <Section tone="surface" eyebrow="Being prepared" title="What to have ready" width="narrow">
        <CheckList
          items={[
            'Your GP referral, or your GP’s details if it is being sent',
            'Any previous assessments, psychology reports or specialist letters',
            'School reports, for children, and for adults if you still have them',
            'A list of your medicines and any other health conditions',
            'For adults: someone who knew you as a child, if they are willing to answer a few questions',
          ]}
        />
      </Section>

      <Section eyebrow="Treatment" title="About medicines" width="narrow">
        <div className="space-y-4 text-lg text-muted">
          <p>
            An assessment does not always lead to a diagnosis, and a diagnosis does not always lead to
            medicine. Your plan may include strategies, support at school or work, psychology and, where
            appropriate, medicine.
          </p>
          <p>
            ADHD stimulant medicines are tightly regulated, and the rules on who can prescribe them, and how,
            differ between states and territories. Some states need extra steps, such as a permit or an
            in-person visit. Your specialist explains what applies where you live. We never promise a
            diagnosis or a prescription.
          </p>
        </div>
      </Section>

      <Section tone="surface" eyebrow="Common questions" title="ADHD questions" width="narrow">
        <QuestionList
          items={[
            {
              question: 'Do I need a referral?',
              answer: (
                <p>
                  For the Medicare rebate, yes: a current referral from your GP, dated before your first
                  consult. Without one you can still be seen, but you pay the full fee with no rebate.
                </p>
              ),
            },
            {
              question: 'How much does it cost?',
              answer: (
                <p>
                  Specialist consults cost {midSentence(specialistPrice)}. The first consult is longer and
                  costs more than reviews; the exact fee is shown before you book. See{' '}
                  <Link to={paths.pricing} className={textLink}>
                    pricing
                  </Link>
                  .
                </p>
              ),
            },
            {
              question: 'I was diagnosed elsewhere. Can I see a Curo specialist for reviews?',
              answer: (
                <p>
                  Yes. Ask your GP for a referral and bring your previous reports. The specialist will review
                  your diagnosis and treatment before continuing it.
                </p>
              ),
            },
            {
              question: 'Can my GP prescribe after the assessment?',
              answer: (
                <p>
                  In many cases your GP can continue treatment under a shared-care plan, depending on your
                  state or territory’s rules. The specialist’s letter to your GP sets out who prescribes what.
                </p>
              ),
            },
          ]}
        />
      </Section>

      {cms ? <SpecialtyCmsContent specialty={cms} label="More about ADHD at Curo" /> : null}

      <CtaBand
        title="Ready to start?"
        body={<p>Get a GP referral, then book your first specialist consult.</p>}
        actions={<CtaActions label="Choose a consult" onDark />}
      />
    </>
  );
}
