import { FileText, Globe, Luggage, Pill, Plane, Stethoscope } from 'lucide-react';
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

export function TravelInsurancePage() {
  const { priceOf } = usePriceList();
  return (
    <>
      <PageMeta
        title="Travel and travel insurance"
        description="See an Australian doctor online before a trip or while travelling in Australia: certificates for cancelled travel, letters for medicines you carry, and what we can and cannot do overseas."
      />

      <Hero
        eyebrow="Travel"
        title="Doctor’s help for your trip and your travel insurance"
        lead={
          <p>
            Falling ill before a trip, travelling with medicines, or needing paperwork for a travel insurance
            claim: a Curo doctor can help by video or phone from anywhere in Australia. If your travel insurer
            offers Curo as a benefit, use the link they gave you and their arrangements apply.
          </p>
        }
        actions={<CtaActions label="See a doctor now" ask="Questions? Contact us" />}
        aside={
          <FactCard
            facts={[
              { icon: FileText, label: 'Certificate for a cancelled trip', value: priceOf('certificate') },
              { icon: Stethoscope, label: 'Consult for a travel letter', value: priceOf('standard') },
              {
                icon: Luggage,
                label: 'Travelling in Australia',
                value: 'Consult from any state or territory',
              },
              {
                icon: Globe,
                label: 'Overseas',
                value: 'Advice only; no prescriptions to overseas pharmacies',
              },
            ]}
          />
        }
      >
        <EmergencyNote>
          If you are overseas, call the local emergency number and your insurer’s assistance line.
        </EmergencyNote>
      </Hero>

      <Section tone="surface" eyebrow="What we help with" title="Before you go, and on the way">
        <FeatureGrid
          items={[
            {
              icon: FileText,
              title: 'Cancelling because you are unwell',
              body: 'Most travel insurers ask for a doctor’s certificate that you were not fit to travel. A Curo doctor can assess you and issue one if it is appropriate.',
            },
            {
              icon: Pill,
              title: 'Travelling with medicines',
              body: 'A letter listing your medicines and why you take them helps at customs. Some countries restrict medicines that are common in Australia.',
            },
            {
              icon: Plane,
              title: 'Unwell while travelling in Australia',
              body: 'See a doctor from your hotel, campsite or a relative’s home. eScripts work at any Australian pharmacy.',
            },
          ]}
        />
      </Section>

      <Section eyebrow="Making a claim" title="Paperwork for your travel insurance claim">
        <Steps
          steps={[
            {
              title: 'Book a consult',
              body: 'Tell us it is for a travel claim. A certificate consult suits a simple cancellation.',
            },
            {
              title: 'Talk to the doctor',
              body: 'Have your travel dates, booking details and any claim form from your insurer ready.',
            },
            {
              title: 'Receive your documents',
              body: 'Your certificate or letter and a GST-free invoice arrive in your account as PDFs.',
            },
            {
              title: 'Send them to your insurer',
              body: 'Your insurer decides the claim. If they ask for a longer report, contact us and we will tell you what it involves.',
            },
          ]}
        />
      </Section>

      <Section tone="surface" eyebrow="Overseas" title="If you are already overseas" width="narrow">
        <div className="space-y-6">
          <p className="text-lg text-muted">
            Curo doctors are registered in Australia. If you are temporarily overseas they can give you advice
            by video or phone, but there are firm limits.
          </p>
          <CheckList
            kind="no"
            items={[
              'eScripts can only be dispensed in Australia, so we cannot send a prescription to an overseas pharmacy',
              'Medicare does not cover health care overseas, including telehealth while you are away',
              'Local laws may limit what an Australian doctor can do for you where you are',
            ]}
          />
          <Callout title="In an emergency overseas">
            <p>
              Call the local emergency number, then your travel insurer’s emergency assistance line. For
              consular help, contact the nearest Australian embassy or consulate.
            </p>
          </Callout>
        </div>
      </Section>

      <Section eyebrow="Common questions" title="Travel questions" width="narrow">
        <QuestionList
          items={[
            {
              question: 'Will my insurer accept a certificate from a telehealth consult?',
              answer: (
                <p>
                  Most accept certificates from Australian-registered doctors, whether the consult was in
                  person or online, but each policy sets its own rules. Check your policy wording or ask your
                  insurer.
                </p>
              ),
            },
            {
              question: 'Can a doctor say I am fit to fly?',
              answer: (
                <p>
                  Airlines set their own requirements, for example late in pregnancy or after surgery. Some
                  need an examination in person. The doctor will tell you whether a video consult is enough.
                </p>
              ),
            },
            {
              question: 'Does Medicare cover these consults?',
              answer: (
                <p>
                  No. They are private fees, shown before you book. The invoice is yours to include in a claim
                  if your policy covers it.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Unwell before or during a trip?"
        body={<p>Talk to an Australian doctor by video or phone, from wherever you are in Australia.</p>}
        actions={<CtaActions label="Choose a consult" ask="Ask about a claim" onDark />}
      />
    </>
  );
}
