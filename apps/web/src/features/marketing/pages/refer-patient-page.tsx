import { paths } from '@curo/core/routes';
import { Baby, Brain, FileText, Receipt } from 'lucide-react';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink, ContactButton } from '../components/button-link';
import { Callout } from '../components/callout';
import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { FactCard } from '../components/fact-card';
import { Hero } from '../components/hero';
import { LinkCards } from '../components/link-cards';
import { Section } from '../components/section';
import { Steps } from '../components/steps';
import { usePriceList } from '../hooks/use-price-list';

export function ReferPatientPage() {
  const { priceOf } = usePriceList();
  return (
    <>
      <PageMeta
        title="Refer a patient"
        description="For GPs and clinicians: refer patients to Curo's ADHD and paediatric specialists for video consults. What to include, referral validity and how we report back."
      />

      <Hero
        eyebrow="For clinicians"
        title="Refer a patient to a Curo specialist"
        lead={
          <p>
            GPs and other clinicians can refer patients to our ADHD and paediatric specialists for video
            consults. Your patient books at a time that suits them, and the specialist writes back to you
            after the consult.
          </p>
        }
        actions={
          <>
            <ContactButton variant="primary">Ask about referrals</ContactButton>
            <ButtonLink to={paths.expertOpinion} variant="secondary">
              Expert opinions
            </ButtonLink>
          </>
        }
        aside={
          <FactCard
            title="For your patient"
            facts={[
              { icon: FileText, label: 'Specialist consult', value: priceOf('specialist') },
              { icon: Receipt, label: 'Medicare', value: 'Rebate with a valid referral' },
              { icon: Brain, label: 'Specialties', value: 'ADHD (adults and children), paediatrics' },
            ]}
          />
        }
      />

      <Section tone="surface" eyebrow="How to refer" title="Four steps">
        <Steps
          steps={[
            {
              title: 'Write the referral',
              body: 'Address it to a named Curo specialist or to “a Curo specialist” in the specialty, with the reason for referral.',
            },
            {
              title: 'Give it to your patient',
              body: 'They upload it when they book. If you prefer to send it to us directly, contact us for our secure messaging details.',
            },
            {
              title: 'Your patient books',
              body: 'They choose a time from the specialist’s available appointments and pay the fee, less any Medicare rebate.',
            },
            {
              title: 'We write back',
              body: 'The specialist sends you a letter after the first consult and after any significant change in management.',
            },
          ]}
        />
      </Section>

      <Section eyebrow="The referral" title="What to include">
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList
            items={[
              'The reason for referral and the question you would like answered',
              'Relevant history, current medicines and allergies',
              'Recent results and any previous specialist letters',
              'For children: growth, development and school or childcare concerns',
              'Your provider number, signature and the date',
              'Whether the referral is for 12 months, another period or indefinite',
            ]}
          />
          <div className="space-y-6">
            <Callout title="Referral validity and Medicare">
              <p>
                A GP referral is usually valid for 12 months from the first consult, unless you state another
                period or indefinite. A referral from another specialist is valid for 3 months. The referral
                must be dated before the consult for your patient to receive the Medicare rebate.
              </p>
            </Callout>
            <Callout tone="warning" title="Urgent concerns">
              <p>
                Curo is not suitable for urgent referrals. If your patient needs urgent care, send them to an
                emergency department. In an emergency, call 000.
              </p>
            </Callout>
          </div>
        </div>
      </Section>

      <Section tone="surface" eyebrow="Shared care" title="Working with you after the consult" width="narrow">
        <div className="space-y-4 text-lg text-muted">
          <p>
            Our specialists aim to return patients to your care with a clear plan: the diagnosis or
            impression, recommended treatment, what to monitor and when to refer back.
          </p>
          <p>
            Where medicines are recommended, prescribing arrangements follow the rules of your patient’s state
            or territory, which differ for some medicines, including ADHD stimulants. The specialist’s letter
            sets out who prescribes what.
          </p>
        </div>
      </Section>

      <Section eyebrow="Specialties" title="Who you can refer to">
        <LinkCards
          columns={2}
          items={[
            {
              to: paths.adhd,
              title: 'ADHD',
              description: 'Assessment and management for adults, adolescents and children.',
              icon: Brain,
            },
            {
              to: paths.paediatrics,
              title: 'Paediatrics',
              description: 'General paediatric consults for children and teenagers.',
              icon: Baby,
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Questions about a referral?"
        body={
          <p>
            Tell us about your patient’s needs and we will tell you whether a Curo specialist is a good fit.
          </p>
        }
        actions={<ContactButton variant="accent">Contact our referrals team</ContactButton>}
      />
    </>
  );
}
