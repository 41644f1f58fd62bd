import { paths } from '@curo/core/routes';
import { Baby, Brain, ClipboardList, FileSearch, FileText, Receipt, Scale } from 'lucide-react';
import { PageMeta } from '../../../components/ui/page-meta';
import { Callout } from '../components/callout';
import { CheckList } from '../components/check-list';
import { CtaActions } from '../components/cta-actions';
import { CtaBand } from '../components/cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FactCard } from '../components/fact-card';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { LinkCards } from '../components/link-cards';
import { Section } from '../components/section';
import { Steps } from '../components/steps';
import { midSentence } from '../content/pricing';
import { usePriceList } from '../hooks/use-price-list';

export function ExpertOpinionPage() {
  const { priceOf } = usePriceList();
  return (
    <>
      <PageMeta
        title="Expert opinion"
        description="A second opinion from a specialist by video: a review of your diagnosis or treatment plan, with a written opinion for you and your GP. Medicare rebate with a valid referral."
      />

      <Hero
        eyebrow="Expert opinion"
        title="A second opinion from a specialist"
        lead={
          <p>
            Facing a new diagnosis or a big decision about treatment? A Curo specialist can review your
            records, talk it through with you by video and give you a written opinion, without replacing the
            team already caring for you.
          </p>
        }
        actions={<CtaActions label="Book a specialist consult" ask="Questions? Contact us" />}
        aside={
          <FactCard
            facts={[
              { icon: Receipt, label: 'Specialist consult', value: priceOf('specialist') },
              { icon: FileText, label: 'Medicare', value: 'Rebate with a valid GP referral' },
              { icon: ClipboardList, label: 'You receive', value: 'A written opinion, copied to your GP' },
            ]}
          />
        }
      >
        <EmergencyNote />
      </Hero>

      <Section tone="surface" eyebrow="Who it is for" title="When a second opinion helps">
        <FeatureGrid
          items={[
            {
              icon: Scale,
              title: 'A major decision',
              body: 'Before starting long-term medicine or agreeing to a procedure, you want to be sure of the options.',
            },
            {
              icon: FileSearch,
              title: 'A diagnosis you are unsure of',
              body: 'You would like another specialist to look at the same information and tell you what they make of it.',
            },
            {
              icon: Brain,
              title: 'Treatment that is not working',
              body: 'You have followed a plan for some time without the improvement you hoped for.',
            },
          ]}
        />
      </Section>

      <Section eyebrow="How it works" title="From referral to written opinion">
        <Steps
          steps={[
            {
              title: 'Ask your GP for a referral',
              body: 'Asking for a second opinion is common and reasonable. The referral makes you eligible for the Medicare rebate.',
            },
            {
              title: 'Gather your records',
              body: 'Specialist letters, results, imaging reports and a list of your medicines. Upload them when you book.',
            },
            {
              title: 'Talk to the specialist',
              body: 'They review your records beforehand, then discuss your history, questions and options with you by video.',
            },
            {
              title: 'Receive the opinion',
              body: 'A written summary of their opinion and recommendations, sent to you and, with your consent, your GP.',
            },
          ]}
        />
      </Section>

      <Section tone="surface" eyebrow="Limits" title="What an expert opinion is not" width="narrow">
        <CheckList
          kind="no"
          items={[
            'A replacement for your treating team, who remain responsible for your care',
            'A physical examination: the opinion is based on your records and your conversation',
            'A way to get urgent care; for anything urgent, see your treating doctor or go to hospital',
          ]}
        />
        <Callout title="About cost" className="mt-8">
          <p>
            The specialist fee is {midSentence(priceOf('specialist'))}. Where a large volume of records needs
            reviewing beforehand, the fee may be higher; we tell you the exact fee before you book, and
            Medicare pays a rebate with a valid referral.
          </p>
        </Callout>
      </Section>

      <Section eyebrow="Specialties" title="Specialties available now">
        <LinkCards
          columns={2}
          items={[
            {
              to: paths.adhd,
              title: 'ADHD',
              description: 'For adults, adolescents and children.',
              icon: Brain,
            },
            {
              to: paths.paediatrics,
              title: 'Paediatrics',
              description: 'For children and teenagers, with a parent or carer.',
              icon: Baby,
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Looking for another specialty?"
        body={<p>Tell us what you need a second opinion on and we will let you know whether we can help.</p>}
        actions={<CtaActions label="Choose a consult" ask="Send us a message" onDark />}
      />
    </>
  );
}
